import { BATTLER_APPLICATION_LINKS } from '../../../application/battler-applications/battler-links.reactor';
import { BattlerApplicationCommands } from '../../../application/battler-applications/battler-application-commands';
import { BattlerApplicationQueries } from '../../../application/battler-applications/battler-application-queries';
import type { Processors } from '../../../application/processing/processors';
import { TOKENS } from '../../../application/tokens';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { battlerApplicationSchema, battlerReviewSchema } from './schemas';
import { battlerApplicationWire, myBattlerApplicationWire } from './wire';

/** The reactor that links an approved application to its battler (its effect is what the admin sees next). */

/** The battler tryout: a member applies and follows their applications; admins review and delete. */
export function battlerApplicationsRoutes(deps: ApiDeps): Route[] {
  const commands = deps.get(BattlerApplicationCommands);
  const queries = deps.get(BattlerApplicationQueries);
  const { runner } = deps;
  const processors = deps.get<Processors>(TOKENS.Processors);

  const answer = async (id: string) => {
    const doc = await queries.byId(id);
    if (!doc) throw new HttpError(404, 'Battler application not found');
    return battlerApplicationWire(doc);
  };

  return [
    route({
      method: 'POST', path: '/battler-applications', guard: 'user', body: battlerApplicationSchema, status: 201,
      handler: async ({ body, user, ctx }) => {
        const { id, position } = await commands.apply(user.id, body, ctx);
        await settle(runner, position);
        const doc = await queries.byId(id);
        // the projection did not get there in time: the application as submitted (the decider trims the same way)
        return doc ? battlerApplicationWire(doc) : battlerApplicationWire({
          id, userId: user.id, ...body, battlerName: body.battlerName.trim(), experience: body.experience.trim(),
          status: 'pending', reviewNotes: null, reviewedAt: null, reviewedBy: null, battlerId: null,
          createdAt: ctx.at.toISOString(), submittedPosition: position, _position: position,
        });
      },
    }),
    route({
      method: 'GET', path: '/my-battler-applications', guard: 'user',
      handler: async ({ user }) => (await queries.mine(user.id)).map(myBattlerApplicationWire),
    }),
    route({
      method: 'GET', path: '/battler-applications', guard: 'admin',
      handler: async () => (await queries.all()).map(battlerApplicationWire),
    }),
    route({
      method: 'PATCH', path: '/admin/battler-applications/:id/status', guard: 'admin', params: idParams, body: battlerReviewSchema,
      handler: async ({ params, body, user, ctx }) => {
        const position = await commands.review(params.id, body, user.id, ctx);
        // the answer and the battlers list then show the battler the approval linked
        await processors.waitFor(position, { after: BATTLER_APPLICATION_LINKS });
        return answer(params.id);
      },
    }),
    route({
      method: 'DELETE', path: '/admin/battler-applications/:id', guard: 'admin', params: idParams,
      handler: async ({ params, user, ctx }) => {
        await processors.waitFor(await commands.delete(params.id, user.id, ctx), { after: BATTLER_APPLICATION_LINKS });
        return { message: 'Application deleted' };
      },
    }),
  ];
}
