import { processingStatus } from '../../../application/processing/processing-status';
import type { Processors } from '../../../application/processing/processors';
import { TOKENS } from '../../../application/tokens';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { route, type Route } from '../../http/route';
import type { ProcessingStatusWire, RebuildStartedWire } from './wire-types';
import { processorParams, REACTORS_NOT_REBUILT, REBUILD_RUNNING } from './schemas';

/** The admin's view of the projectors and reactors (issue 14): where each is, and "retry now". */
export function projectionRoutes(deps: ApiDeps): Route[] {
  const { runner, reactors, events, clock } = deps;
  const processors = deps.get<Processors>(TOKENS.Processors);
  return [
    route({
      method: 'GET', path: '/admin/projections', guard: 'admin',
      handler: async () => (await processingStatus(events, processors.health(), clock.now())) satisfies ProcessingStatusWire,
    }),
    route({
      method: 'POST', path: '/admin/projections/:name/retry', guard: 'admin', params: processorParams,
      handler: ({ params }) => {
        const state = processors.retryNow(params.name);
        if (!state) throw new HttpError(404, 'Unknown projector or reactor');
        return { name: params.name, state };
      },
    }),
    route({
      method: 'POST', path: '/admin/projections/:name/rebuild', guard: 'admin', params: processorParams, status: 202,
      handler: async ({ params }) => {
        const answer = await runner.requestRebuild(params.name, clock.now());
        if (answer === 'unknown') {
          if (reactors.health().some((r) => r.name === params.name)) throw new HttpError(400, REACTORS_NOT_REBUILT);
          throw new HttpError(404, 'Unknown projector or reactor');
        }
        if (answer === 'busy') throw new HttpError(409, REBUILD_RUNNING);
        const rebuild = runner.health().find((p) => p.name === params.name)?.rebuild ?? { position: 0, startedAt: clock.now().toISOString() };
        return { name: params.name, rebuild } satisfies RebuildStartedWire;
      },
    }),
  ];
}
