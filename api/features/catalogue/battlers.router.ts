import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { adminBattler, BATTLERS, publicBattler } from '../../../application/catalogue/read-model';
import { TimeTravel } from '../../../projections/history/time-travel';
import { admitAsOf, asOfReads, chargeReplay } from '../../http/as-of';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';
import { asOfQuerySchema as asOfQuery, asOfRequiredSchema } from '../history/schemas';
import { sampleInstants, standingsOverTime } from '../../../application/catalogue/standings';
import { battlersProjector } from '../../../projections/catalogue/battlers.projector';
import { battlerPatchSchema as patchSchema, battlerSearchSchema as searchSchema } from './schemas';

/** Battlers: the public directory, search, detail and history; the admin's management calls. */
export function battlersRoutes(deps: ApiDeps): Route[] {
  const catalogue = deps.get(CatalogueQueries);
  const battlerCommands = deps.get(BattlerCommands);
  const { runner } = deps;
  const travel = deps.get(TimeTravel);
  const catalogueAsOf = asOfReads(travel, catalogue, (store) => new CatalogueQueries(store), deps.limits.asOf);

  const existing = async (id: string, queries = catalogue) => {
    const battler = await queries.battler(id);
    if (!battler) throw new HttpError(404, 'Battler not found');
    return battler;
  };
  const answer = async (id: string) => {
    const doc = await catalogue.battler(id);
    return doc ? adminBattler(doc) : { id };
  };
  const settled = async <T>(position: number, then: () => T | Promise<T>) => {
    await settle(runner, position);
    return then();
  };

  return [
    route({ method: 'GET', path: '/battlers', handler: () => catalogue.battlerNames() }),
    route({
      method: 'GET', path: '/battlers/search', query: searchSchema,
      handler: ({ query }) => catalogue.searchBattlers(query.q),
    }),
    route({
      // a query never takes the lean path nor the read cache (api/http/respond.ts readKey): an asOf answer is never a live one;
      // public without asOf, an admin's (limited) read with it (api/http/as-of.ts)
      method: 'GET', path: '/battlers-with-stats', query: asOfQuery, lean: 'read', reads: [BATTLERS],
      handler: async ({ query, user, req, res }) => (await catalogueAsOf(query.asOf, { user, req, res })).battlersWithStats(),
    }),
    route({
      // one replay of the battlers' model alone, read at a few instants up to asOf: an admin's (limited) read
      method: 'GET', path: '/battlers-with-stats/over-time', query: asOfRequiredSchema, guard: admitAsOf,
      handler: async ({ query, req, res }) => {
        // before the league's first event: the 400 a past read gets, before the limiter counts it
        await travel.positionAt(query.asOf);
        await chargeReplay(deps.limits.asOf, req, res);
        const instants = sampleInstants(query.asOf, await travel.firstInstant());
        const points = await travel.series(instants, [battlersProjector.name], (store) => new CatalogueQueries(store).battlersWithStats());
        return standingsOverTime(points.map((p) => ({ at: p.at, roster: p.value })));
      },
    }),
    route({
      method: 'GET', path: '/battlers/:id', params: idParams, query: asOfQuery,
      handler: async ({ params, query, user, req, res }) =>
        publicBattler(await existing(params.id, await catalogueAsOf(query.asOf, { user, req, res }))),
    }),
    route({
      method: 'GET', path: '/battlers/:id/battles', params: idParams,
      handler: async ({ params }) => {
        await existing(params.id);
        return catalogue.battlerBattles(params.id);
      },
    }),
    route({ method: 'GET', path: '/admin/battlers', guard: 'admin', handler: () => catalogue.adminBattlers() }),
    route({
      method: 'POST', path: '/admin/battlers/update-win-rates', guard: 'admin',
      handler: async ({ ctx }) => {
        const { updated, position } = await battlerCommands.recalculateAll(ctx);
        return settled(position, () => ({ message: 'Win rates updated', updated }));
      },
    }),
    route({
      method: 'POST', path: '/admin/battlers/:id/update-win-rate', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => settled(await battlerCommands.recalculate(params.id, ctx),
        async () => ({ message: 'Win rate updated', battler: await answer(params.id) })),
    }),
    route({
      method: 'PATCH', path: '/admin/battlers/:id', guard: 'admin', params: idParams, body: patchSchema,
      handler: async ({ params, body, ctx }) => settled(await battlerCommands.patch(params.id, body, ctx), () => answer(params.id)),
    }),
    route({
      method: 'POST', path: '/admin/battlers/:id/profile-image', guard: 'admin', pre: [imageUpload('profileImage')], params: idParams,
      handler: async ({ params, req, ctx }) => {
        const image = checkedImage(req, 'profileImage');
        return settled(await battlerCommands.setProfileImage(params.id, image, ctx), () => answer(params.id));
      },
    }),
    route({
      method: 'DELETE', path: '/admin/battlers/:id/profile-image', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => settled(await battlerCommands.setProfileImage(params.id, null, ctx), () => answer(params.id)),
    }),
    route({
      method: 'DELETE', path: '/admin/battlers/:id', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => settled(await battlerCommands.delete(params.id, ctx), () => ({ message: 'Battler deleted' })),
    }),
  ];
}
