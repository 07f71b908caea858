import { Router, type Request, type Response } from 'express';
import { videoUpdateSchema as updateSchema, videoUploadSchema as uploadSchema } from './schemas';
import { publicVideo } from '../../../application/catalogue/read-model';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { requireAdmin } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';
import { checkedVideo, optionalThumbnail, removeTemporaryFiles, videoUpload } from '../../http/video-upload';

/** Videos: the access check, the admin list, upload, edit and delete. */
export function videosRouter(deps: ApiDeps): Router {
  const r = Router();
  const { catalogue, videoCommands, runner, config } = deps;
  const multipart = videoUpload(config.DATA_DIR, config.VIDEO_MAX_MB * 1024 * 1024, ['video', 'thumbnail']);
  const thumbnailOnly = videoUpload(config.DATA_DIR, config.VIDEO_MAX_MB * 1024 * 1024, ['thumbnail']);

  r.get('/videos/:id/access', async (req, res) => {
    const video = await catalogue.video(parse(idParam, req.params.id));
    if (!video) throw new HttpError(404, 'Video not found');
    res.json({ requiresAuth: video.requiresAuth, hasAccess: !video.requiresAuth || !!req.user });
  });

  r.get('/admin/videos', requireAdmin, async (_req, res) => {
    res.json(await catalogue.allVideos());
  });

  // the background transcoding, for the Videos tab: each planned rendition's state and percent
  r.get('/admin/renditions', requireAdmin, async (_req, res) => {
    res.json(await deps.renditions.status());
  });

  r.get('/videos/:id/quality/auto', async (req, res) => {
    const video = await catalogue.video(parse(idParam, req.params.id));
    if (!video) throw new HttpError(404, 'Video not found');
    res.json({ availableQualities: video.availableQualities });
  });

  const answer = async (videoId: string) => {
    const doc = await catalogue.video(videoId);
    return doc ? publicVideo(doc) : { id: videoId };
  };
  const withTemporaryFiles = (handler: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response) => {
      try {
        await handler(req, res);
      } finally {
        await removeTemporaryFiles(req);
      }
    };

  r.post('/admin/videos', requireAdmin, multipart, withTemporaryFiles(async (req, res) => {
    if (!req.is('multipart/form-data')) throw new HttpError(400, 'Send the video as multipart/form-data in the "video" field');
    const fields = parse(uploadSchema, req.body);
    const file = await checkedVideo(req);
    const thumbnail = await optionalThumbnail(req);
    const { videoId, position } = await videoCommands.upload(fields, file, thumbnail, commandContext(req));
    await settle(runner, position);
    res.status(201).json(await answer(videoId));
  }));

  r.put('/admin/videos/:id', requireAdmin, thumbnailOnly, withTemporaryFiles(async (req, res) => {
    const id = parse(idParam, req.params.id);
    const { thumbnailUrl, ...fields } = parse(updateSchema, req.body);
    const image = await optionalThumbnail(req);
    const thumbnail = image ?? (thumbnailUrl === null ? null : undefined);
    const { position } = await videoCommands.update(id, fields, thumbnail, commandContext(req));
    await settle(runner, position);
    res.json(await answer(id));
  }));

  r.delete('/admin/videos/:id', requireAdmin, async (req, res) => {
    const position = await videoCommands.delete(parse(idParam, req.params.id), 'admin', commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Video deleted' });
  });

  return r;
}
