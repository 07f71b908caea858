import { SPONSORSHIP_TIERS } from '../../../application/sponsorship/read-model';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import { TierCommands } from '../../../application/sponsorship/tier-commands';
import type { RecordedOf } from '../../../application/ports/processing';
import { type SponsorshipTierEvent, sponsorshipTierStream } from '../../../domain/sponsorship-tier/sponsorship-tier';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { tierSchema, tierUpdateSchema } from './schemas';
import { adminTierWire, tierWire } from './wire';

/** Sponsorship tiers: the public list (the levels to apply for) and the admin's panel. */
export function tiersRoutes(deps: ApiDeps): Route[] {
  const queries = deps.get(SponsorshipQueries);
  const commands = deps.get(TierCommands);
  const { runner, events } = deps;

  const answer = async (tierId: string) => {
    const tier = await queries.tier(tierId);
    if (!tier) throw new HttpError(404, 'Sponsorship tier not found');
    return adminTierWire(tier);
  };

  /**
   * A new tier as recorded (the decider's trimmed fields), in the read model's shape, for
   * when the projection did not get there in time: it was saved, and a retry would get 409.
   */
  const asCreated = async (tierId: string) => {
    const created = (await events.readStream(sponsorshipTierStream(tierId)) as RecordedOf<SponsorshipTierEvent>[])
      .find((e) => e.type === 'SponsorshipTierCreated');
    if (created?.type !== 'SponsorshipTierCreated') throw new HttpError(404, 'Sponsorship tier not found');
    const { tierId: id, ...fields } = created.data;
    const at = created.metadata.at;
    return adminTierWire({ id, ...fields, createdAt: at, updatedAt: at, _position: created.position });
  };

  return [
    route({
      method: 'GET', path: '/sponsorship-tiers', lean: 'read', reads: [SPONSORSHIP_TIERS],
      handler: async () => (await queries.tiers({ activeOnly: true })).map(tierWire),
    }),
    route({
      method: 'GET', path: '/admin/sponsorship-tiers', guard: 'admin',
      handler: async () => (await queries.tiers({ activeOnly: false })).map(adminTierWire),
    }),
    route({
      method: 'POST', path: '/admin/sponsorship-tiers', guard: 'admin', body: tierSchema, status: 201,
      handler: async ({ body, ctx }) => {
        const { tierId, position } = await commands.create(body, ctx);
        await settle(runner, position);
        const tier = await queries.tier(tierId);
        return tier ? adminTierWire(tier) : asCreated(tierId);
      },
    }),
    route({
      method: 'PUT', path: '/admin/sponsorship-tiers/:id', guard: 'admin', params: idParams, body: tierUpdateSchema,
      handler: async ({ params, body, ctx }) => {
        const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        await settle(runner, await commands.update(params.id, patch, ctx));
        return answer(params.id);
      },
    }),
    route({
      method: 'DELETE', path: '/admin/sponsorship-tiers/:id', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => {
        await settle(runner, await commands.delete(params.id, ctx));
        return { message: 'Sponsorship tier deleted' };
      },
    }),
  ];
}
