import { z } from 'zod';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { adminBattler, BATTLERS, publicBattler } from '../../../application/catalogue/read-model';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).max(max + 200, message).nullish()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= max, message);
const bool = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

const patchSchema = z.object({
  tagline: optionalText(100, 'Tagline must be 100 characters or less'),
  quote: optionalText(250, 'Quote must be 250 characters or less'),
  isRetired: bool('isRetired'),
  isHallOfFame: bool('isHallOfFame'),
  isDeceased: bool('isDeceased'),
  deceasedDate: z.string({ error: 'deceasedDate must be a date' }).max(40, 'deceasedDate must be a date').nullish()
    .refine((v) => v == null || v.trim() === '' || !Number.isNaN(Date.parse(v)), 'deceasedDate must be a valid date'),
  memorialNotes: optionalText(2000, 'Memorial notes must be 2000 characters or less'),
});
const searchSchema = z.object({
  q: z.string({ error: 'q must be at least 1 character' }).trim().min(1, 'q must be at least 1 character').max(100, 'q is too long'),
});

/** Battlers: the public directory, search, detail and history; the admin's management calls. */
export function battlersRoutes(deps: ApiDeps): Route[] {
  const catalogue = deps.get(CatalogueQueries);
  const battlerCommands = deps.get(BattlerCommands);
  const { runner } = deps;

  const existing = async (id: string) => {
    const battler = await catalogue.battler(id);
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
      method: 'GET', path: '/battlers-with-stats', lean: 'read', reads: [BATTLERS],
      handler: () => catalogue.battlersWithStats(),
    }),
    route({
      method: 'GET', path: '/battlers/:id', params: idParams,
      handler: async ({ params }) => publicBattler(await existing(params.id)),
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
