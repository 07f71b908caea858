import { openApiDocument, type RouteGroup } from '../../openapi/document';
import { docsPage } from '../../openapi/page';
import { ANSWERED, route, type Route } from '../../http/route';

/**
 * The API's description (OpenAPI 3.1) and the same as a page. `groups` are every
 * module's routes, these two included: the document is made at the first call,
 * once the server has declared them all.
 */
export function apiDocsRoutes(groups: () => readonly RouteGroup[]): Route[] {
  let doc: Record<string, unknown> | null = null;
  let page: string | null = null;
  const document = () => (doc ??= openApiDocument(groups()));
  return [
    route({
      method: 'GET', path: '/openapi.json',
      handler: () => document(),
    }),
    route({
      method: 'GET', path: '/docs',
      handler: ({ res }) => {
        res.type('html').send(page ??= docsPage(document()));
        return ANSWERED;
      },
    }),
  ];
}
