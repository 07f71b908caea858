import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Viewer } from '../../../application/engagement/view-commands';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';

const startSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(100, 'sessionId is too long'),
});
const number = (name: string) => z.number({ error: `${name} must be a number` }).finite(`${name} must be a number`);
const updateSchema = z.object({
  viewId: z.string({ error: 'viewId is required' }).trim().min(1, 'viewId is required').max(100, 'viewId is too long'),
  watchedDuration: number('watchedDuration'),
  completionPercentage: number('completionPercentage'),
});

const viewerOf = (req: Request): Viewer => ({
  userId: req.user?.id ?? null,
  ip: req.ip ?? 'unknown',
  userAgent: String(req.get('user-agent') ?? '').slice(0, 300),
});

/**
 * View tracking (public §4, §7): start a view on first play, report progress at most
 * every 10 s. The server keeps the whole history as events and counts a view once.
 */
export function viewsRouter(deps: ApiDeps): Router {
  const r = Router();
  const { views, runner, limits } = deps;

  r.post('/videos/:id/start-view', limits.viewStart, async (req, res) => {
    const videoId = parse(idParam, req.params.id);
    const { sessionId } = parse(startSchema, req.body);
    const { viewId } = await views.start(videoId, sessionId, viewerOf(req), commandContext(req));
    // nothing a page shows changes at the start: no read-your-writes wait
    res.status(201).json({ viewId });
  });

  r.patch('/videos/:id/update-view', limits.viewUpdate, async (req, res) => {
    const videoId = parse(idParam, req.params.id);
    const body = parse(updateSchema, req.body);
    const result = await views.update(videoId, body.viewId, viewerOf(req), body.watchedDuration, body.completionPercentage, commandContext(req));
    if (result.counted) await settle(runner, result.position);
    res.json({ message: 'View progress recorded', qualified: result.qualified, counted: result.counted });
  });

  return r;
}
