import { processingStatus } from '../../../application/processing/processing-status';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { route, type Route } from '../../http/route';
import type { ProcessingStatusWire } from '../../wire-types';
import { processorParams } from './schemas';

/** The admin's view of the projectors and reactors (issue 14): where each is, and "retry now". */
export function projectionRoutes(deps: ApiDeps): Route[] {
  const { runner, reactors, events, clock } = deps;
  return [
    route({
      method: 'GET', path: '/admin/projections', guard: 'admin',
      handler: async () => (await processingStatus(events, [...runner.health(), ...reactors.health()], clock.now())) satisfies ProcessingStatusWire,
    }),
    route({
      method: 'POST', path: '/admin/projections/:name/retry', guard: 'admin', params: processorParams,
      handler: ({ params }) => {
        const state = runner.retryNow(params.name) ?? reactors.retryNow(params.name);
        if (!state) throw new HttpError(404, 'Unknown projector or reactor');
        return { name: params.name, state };
      },
    }),
  ];
}
