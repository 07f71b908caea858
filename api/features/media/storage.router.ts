import { testGcs } from '../../../infrastructure/blob/gcs-test';
import type { ApiDeps } from '../../http/deps';
import { route, type Route } from '../../http/route';

/** The admin's storage test: is Google Cloud Storage configured and reachable (admin §7, §8). */
export function storageRoutes(deps: ApiDeps): Route[] {
  return [
    route({
      method: 'GET', path: '/admin/gcs/test', guard: 'admin',
      handler: () => testGcs(deps.config),
    }),
  ];
}
