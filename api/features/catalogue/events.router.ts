import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { EventCommands } from '../../../application/catalogue/event-commands';
import { EVENTS, publicEvent, VIDEOS } from '../../../application/catalogue/read-model';
import type { ImageFile } from '../../../application/catalogue/stored-files';
import { TimeTravel } from '../../../projections/history/time-travel';
import { asOfReads } from '../../http/as-of';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';
import { asOfQuerySchema as asOfQuery } from '../history/schemas';
import { eventSchema, eventSearchSchema as searchSchema } from './schemas';

/** Events: the public list, videos and main video; the admin's create, update, delete. */
export function eventsRoutes(deps: ApiDeps): Route[] {
  const catalogue = deps.get(CatalogueQueries);
  const eventCommands = deps.get(EventCommands);
  const { runner } = deps;
  const catalogueAsOf = asOfReads(deps.get(TimeTravel), catalogue, (store) => new CatalogueQueries(store), deps.limits.asOf);

  const answer = async (eventId: string) => {
    const doc = await catalogue.event(eventId);
    return doc ? publicEvent(doc) : { id: eventId };
  };
  const thumbnailOf = (req: Parameters<typeof checkedImage>[0]): ImageFile | null =>
    req.file ? checkedImage(req, 'thumbnail') : null;

  return [
    route({
      method: 'GET', path: '/events', query: searchSchema, lean: 'read', reads: [EVENTS],
      handler: ({ query }) => catalogue.listEvents(query.search),
    }),
    route({
      // with ?asOf it takes neither the lean path nor the read cache (api/http/respond.ts readKey), and is an admin's (api/http/as-of.ts)
      method: 'GET', path: '/events/:id/videos', params: idParams, query: asOfQuery, lean: 'read', reads: [EVENTS, VIDEOS],
      handler: async ({ params, query, user, req, res }) => {
        const queries = await catalogueAsOf(query.asOf, { user, req, res });
        if (!(await queries.event(params.id))) throw new HttpError(404, 'Event not found');
        return queries.eventVideos(params.id);
      },
    }),
    route({
      method: 'GET', path: '/events/:id/main-video', params: idParams,
      handler: ({ params }) => catalogue.mainVideo(params.id),
    }),
    route({
      method: 'POST', path: '/admin/events', guard: 'admin', pre: [imageUpload('thumbnail')], body: eventSchema, status: 201,
      handler: async ({ body, req, ctx }) => {
        const { eventId, position } = await eventCommands.create(body, thumbnailOf(req), ctx);
        await settle(runner, position);
        return answer(eventId);
      },
    }),
    route({
      method: 'PUT', path: '/admin/events/:id', guard: 'admin', pre: [imageUpload('thumbnail')], params: idParams, body: eventSchema,
      handler: async ({ params, body: { thumbnailUrl, ...input }, req, ctx }) => {
        const thumbnail = req.file ? thumbnailOf(req) : thumbnailUrl === null ? null : undefined;
        const { position } = await eventCommands.update(params.id, input, thumbnail, ctx);
        await settle(runner, position);
        return answer(params.id);
      },
    }),
    route({
      method: 'DELETE', path: '/admin/events/:id', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => {
        const { position, deletedVideos } = await eventCommands.delete(params.id, ctx);
        await settle(runner, position);
        return { message: 'Event deleted', deletedVideos };
      },
    }),
  ];
}
