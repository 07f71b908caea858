import { VoteCommands } from '../../../application/engagement/vote-commands';
import { TimeTravel } from '../../../projections/history/time-travel';
import { asOfReads } from '../../http/as-of';
import type { ApiDeps } from '../../http/deps';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { asOfQuerySchema as asOfQuery } from '../history/schemas';
import { voteSchema } from './schemas';

const LOGIN_TO_VOTE = 'You need to be logged in to vote.';

/** Votes (public §7): cast or change (served before Express too), the tally, the signed-in user's own vote. */
export function votesRoutes(deps: ApiDeps): Route[] {
  const votes = deps.get(VoteCommands);
  const { runner, limits } = deps;
  // the tally reads only the read store: over a replayed one it is the tally as it stood then
  const tallyAsOf = asOfReads(deps.get(TimeTravel), votes, (store) => new VoteCommands(deps.events, store), limits.asOf);
  return [
    route({
      method: 'POST', path: '/videos/:id/vote', guard: 'user', signIn: LOGIN_TO_VOTE, limiter: limits.vote,
      params: idParams, body: voteSchema, lean: 'write',
      handler: async ({ params: { id }, body, user, ctx }) => {
        const position = await votes.cast(id, user.id, body.battlerId, ctx);
        await settle(runner, position);
        return { message: 'Your vote has been recorded successfully!', ...(await votes.tally(id)), ...(await votes.userVote(id, user.id)) };
      },
    }),
    route({
      method: 'GET', path: '/videos/:id/votes', params: idParams, query: asOfQuery,
      handler: async ({ params, query, user, req, res }) => (await tallyAsOf(query.asOf, { user, req, res })).tally(params.id),
    }),
    route({
      method: 'GET', path: '/videos/:id/user-vote', guard: 'user', params: idParams,
      handler: ({ params, user }) => votes.userVote(params.id, user.id),
    }),
  ];
}
