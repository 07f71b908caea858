import { apiDocsRoutes } from './api-docs.router';
import type { RouteGroup } from '../../openapi/document';
import type { ServerModule } from '../slice';

/**
 * The API's description at /api/openapi.json and /api/docs. Made by the server
 * after the other modules' routes, since it describes them (api/server.ts).
 */
export function apiDocsModule(groups: () => readonly RouteGroup[]): ServerModule {
  return { name: 'api-docs', bind: () => undefined, projectors: [], routes: () => apiDocsRoutes(groups) };
}
