import { ViewCommands, type Viewer } from '../../../application/engagement/view-commands';
import type { ApiDeps } from '../../http/deps';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Caller, type Route } from '../../http/route';
import { startViewSchema as startSchema, updateViewSchema as updateSchema } from './schemas';

const viewerOf = (caller: Caller): Viewer => ({
  userId: caller.user?.id ?? null,
  ip: caller.ip || 'unknown',
  userAgent: caller.userAgent.slice(0, 300),
});

/**
 * View tracking (public §4, §7): start a view on first play, report progress at most
 * every 10 s (served before Express too). The server keeps the whole history as
 * events and counts a view once.
 */
export function viewsRoutes(deps: ApiDeps): Route[] {
  const views = deps.get(ViewCommands);
  const { runner, limits } = deps;
  return [
    route({
      method: 'POST', path: '/videos/:id/start-view', limiter: limits.viewStart, params: idParams, body: startSchema, status: 201,
      handler: async ({ params, body, caller, ctx }) => {
        const { viewId } = await views.start(params.id, body.sessionId, viewerOf(caller), ctx);
        // nothing a page shows changes at the start: no read-your-writes wait
        return { viewId };
      },
    }),
    route({
      method: 'PATCH', path: '/videos/:id/update-view', limiter: limits.viewUpdate, params: idParams, body: updateSchema, lean: 'write',
      handler: async ({ params, body, caller, ctx }) => {
        const result = await views.update(params.id, body.viewId, viewerOf(caller), body.watchedDuration, body.completionPercentage, ctx);
        if (result.counted) await settle(runner, result.position);
        return { message: 'View progress recorded', qualified: result.qualified, counted: result.counted };
      },
    }),
  ];
}
