import { Router, type RequestHandler } from 'express';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { UserQueries } from '../../../application/users/user-queries';
import { serveBlob } from '../../../infrastructure/blob/serve-blob';
import type { ApiDeps } from '../../http/deps';
import { sandboxUploadedBytes } from '../../http/uploaded-bytes';

const MEMBERS_ONLY = { message: 'Members only: sign in to watch this video' };
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Video bytes, by video id: `/media/videos/{id}`. The file's storage key never
 * appears in a URL, and `/uploads` refuses the `videos/` folder, so this is the
 * only way to the bytes, and it refuses a members-only video to a visitor for
 * every method, Range and rendition (`?quality=`), before touching the file.
 */
export function mediaRouter(deps: ApiDeps, session: RequestHandler): Router {
  const r = Router();
  const catalogue = deps.get(CatalogueQueries);
  const userQueries = deps.get(UserQueries);
  const key = (res: { locals: Record<string, unknown> }) => res.locals.fileKey as string;
  const publicBytes = serveBlob(deps.blobs, { keyFromRequest: (req) => key(req.res!), cacheControl: 'public, max-age=300' });
  // members' bytes must never sit in a shared cache
  const memberBytes = serveBlob(deps.blobs, { keyFromRequest: (req) => key(req.res!), cacheControl: 'private, max-age=3600' });

  r.get('/videos/:id', async (req, res, next) => {
    // uploaded bytes: the policy of /uploads
    sandboxUploadedBytes(res);
    const id = req.params.id;
    const video = ID.test(id) ? await catalogue.video(id) : null;
    if (!video) {
      res.status(404).json({ message: 'Video not found' });
      return;
    }
    // a rendition by ?quality=720p when it exists, else the original (also while renditions are made)
    // own keys only: ?quality=__proto__ must not reach Object.prototype
    const quality = typeof req.query.quality === 'string' ? req.query.quality : '';
    const renditions = video.renditionKeys ?? {};
    const rendition = quality && Object.hasOwn(renditions, quality) ? renditions[quality] : undefined;
    res.locals.fileKey = typeof rendition === 'string' && rendition ? rendition : video.fileKey;
    if (!video.requiresAuth) return publicBytes(req, res, next);
    session(req, res, async (err?: unknown) => {
      if (err) return next(err);
      const userId = req.session?.userId;
      const user = userId ? await userQueries.byId(userId) : null;
      if (!user) {
        res.set('Cache-Control', 'private, no-store');
        res.set('Vary', 'Cookie');
        res.status(401).json(MEMBERS_ONLY);
        return;
      }
      res.set('Vary', 'Cookie');
      memberBytes(req, res, next);
    });
  });

  return r;
}
