import { Router, type Request } from 'express';
import { startViewSchema as startSchema, updateViewSchema as updateSchema } from './schemas';
import type { CommandContext } from '../../../application/command-handling';
import type { Viewer } from '../../../application/engagement/view-commands';
import type { Caller, LeanCommand } from '../../http/lean-writes';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';

const viewerOf = (caller: Caller): Viewer => ({
  userId: caller.user?.id ?? null,
  ip: caller.ip || 'unknown',
  userAgent: caller.userAgent.slice(0, 300),
});

const callerOf = (req: Request): Caller => ({ user: req.user ?? null, ip: req.ip ?? '', userAgent: String(req.get('user-agent') ?? '') });

/** RecordViewProgress answered: the Express route and the lean path run this. */
export async function updateView(deps: Pick<ApiDeps, 'views' | 'runner'>, caller: Caller, rawVideoId: string, rawBody: unknown,
  ctx: CommandContext) {
  const videoId = parse(idParam, rawVideoId);
  const body = parse(updateSchema, rawBody);
  const result = await deps.views.update(videoId, body.viewId, viewerOf(caller), body.watchedDuration, body.completionPercentage, ctx);
  if (result.counted) await settle(deps.runner, result.position);
  return { message: 'View progress recorded', qualified: result.qualified, counted: result.counted };
}

/** The progress report served before Express (api/http/lean-writes.ts), for visitors and members alike. */
export const leanUpdateView = (deps: ApiDeps): LeanCommand => ({
  method: 'PATCH',
  path: /^\/api\/videos\/([^/?#]+)\/update-view$/,
  visitors: true,
  limiter: deps.limits.viewUpdate,
  run: ({ caller, id, body, ctx }) => updateView(deps, caller, id, body, ctx),
});

/**
 * View tracking (public §4, §7): start a view on first play, report progress at most
 * every 10 s. The server keeps the whole history as events and counts a view once.
 */
export function viewsRouter(deps: ApiDeps): Router {
  const r = Router();
  const { views, limits } = deps;

  r.post('/videos/:id/start-view', limits.viewStart, async (req, res) => {
    const videoId = parse(idParam, req.params.id);
    const { sessionId } = parse(startSchema, req.body);
    const { viewId } = await views.start(videoId, sessionId, viewerOf(callerOf(req)), commandContext(req));
    // nothing a page shows changes at the start: no read-your-writes wait
    res.status(201).json({ viewId });
  });

  r.patch('/videos/:id/update-view', limits.viewUpdate, async (req, res) => {
    res.json(await updateView(deps, callerOf(req), String(req.params.id), req.body, commandContext(req)));
  });

  return r;
}
