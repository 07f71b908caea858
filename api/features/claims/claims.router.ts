import { ClaimCommands } from '../../../application/claims/claim-commands';
import { CLAIM_OWNERSHIP } from '../../../application/claims/claim-ownership.reactor';
import { ClaimQueries } from '../../../application/claims/claim-queries';
import type { Processors } from '../../../application/processing/processors';
import { TOKENS } from '../../../application/tokens';
import { publicBattler } from '../../../application/catalogue/read-model';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { claimRequestSchema, claimReviewSchema } from './schemas';
import { adminClaimRequestWire, claimRequestWire } from './wire';

/** Claim requests: a member asks to claim a battler and follows it; admins review and delete. */
export function claimsRoutes(deps: ApiDeps): Route[] {
  const commands = deps.get(ClaimCommands);
  const queries = deps.get(ClaimQueries);
  const { runner } = deps;
  const processors = deps.get<Processors>(TOKENS.Processors);

  const adminAnswer = async (id: string) => {
    const doc = await queries.adminById(id);
    if (!doc) throw new HttpError(404, 'Claim request not found');
    return adminClaimRequestWire(doc);
  };

  return [
    route({
      method: 'POST', path: '/battlers/:id/claim-request', guard: 'user', params: idParams, body: claimRequestSchema, status: 201,
      handler: async ({ params, body, user, ctx }) => {
        const { battlerId, ...form } = body;
        if (battlerId !== undefined && battlerId !== params.id) throw new HttpError(400, 'battlerId must be the battler of the path');
        const { id, position } = await commands.request(user.id, params.id, form, ctx);
        await settle(runner, position);
        const doc = await queries.byId(id);
        // the projection did not get there in time: the request as submitted
        return claimRequestWire(doc ?? {
          id, userId: user.id, battlerId: params.id, ...form, status: 'pending', reviewNotes: null, reviewedAt: null,
          createdAt: ctx.at.toISOString(), submissionEmailSent: false, adminNotificationSent: false, resultEmailSent: false,
          submittedPosition: position, _position: position,
        });
      },
    }),
    route({
      method: 'GET', path: '/user/claimed-battler', guard: 'user',
      handler: async ({ user }) => {
        const battler = await queries.claimedBattler(user.id);
        return battler ? publicBattler(battler) : null;
      },
    }),
    route({
      method: 'GET', path: '/user/pending-claim-request', guard: 'user',
      handler: async ({ user }) => {
        const pending = await queries.pendingOf(user.id);
        return pending ? claimRequestWire(pending) : null;
      },
    }),
    route({
      method: 'GET', path: '/admin/claim-requests', guard: 'admin',
      handler: async () => (await queries.all()).map(adminClaimRequestWire),
    }),
    route({
      method: 'PATCH', path: '/admin/claim-requests/:id/status', guard: 'admin', params: idParams, body: claimReviewSchema,
      handler: async ({ params, body, user, ctx }) => {
        const position = await commands.review(params.id, body, user.id, ctx);
        // an approval answers once the ownership shows (GET /api/battlers/:id), or with why it could not be made
        await processors.waitFor(position, { after: CLAIM_OWNERSHIP });
        if (body.status === 'approved') {
          // and once the other pending requests for the battler show as rejected (the BattlerClaimed turn)
          await processors.waitFor(await deps.events.headPosition(), { after: CLAIM_OWNERSHIP });
          const undone = await commands.undoneApproval(params.id);
          if (undone) throw new HttpError(409, undone);
        }
        return adminAnswer(params.id);
      },
    }),
    route({
      method: 'DELETE', path: '/admin/claim-requests/:id', guard: 'admin', params: idParams,
      handler: async ({ params, user, ctx }) => {
        await settle(runner, await commands.delete(params.id, user.id, ctx));
        return { message: 'Claim request deleted' };
      },
    }),
  ];
}
