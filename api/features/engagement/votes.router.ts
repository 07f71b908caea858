import { Router } from 'express';
import { voteSchema } from './schemas';
import type { ApiDeps } from '../../http/deps';
import type { CommandContext } from '../../../application/command-handling';
import { commandContext, signedInUser } from '../../http/context';
import type { LeanCommand } from '../../http/lean-writes';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';

const LOGIN_TO_VOTE = 'You need to be logged in to vote.';

/** CastVote answered with the fresh tally and the user's vote: the Express route and the lean path run this. */
export async function castVote(deps: Pick<ApiDeps, 'votes' | 'runner'>, userId: string, rawVideoId: string, body: unknown,
  ctx: CommandContext) {
  const videoId = parse(idParam, rawVideoId);
  const { battlerId } = parse(voteSchema, body);
  const position = await deps.votes.cast(videoId, userId, battlerId, ctx);
  await settle(deps.runner, position);
  return { message: 'Your vote has been recorded successfully!', ...(await deps.votes.tally(videoId)),
    ...(await deps.votes.userVote(videoId, userId)) };
}

/** The vote served before Express (api/http/lean-writes.ts) for a signed-in JSON request. */
export const leanVote = (deps: ApiDeps): LeanCommand => ({
  method: 'POST',
  path: /^\/api\/videos\/([^/?#]+)\/vote$/,
  visitors: false,
  limiter: deps.limits.vote,
  run: ({ caller, id, body, ctx }) => {
    if (!caller.user) throw new HttpError(401, LOGIN_TO_VOTE);
    return castVote(deps, caller.user.id, id, body, ctx);
  },
});

/** Votes (public §7): cast or change, the tally, the signed-in user's own vote. */
export function votesRouter(deps: ApiDeps): Router {
  const r = Router();
  const { votes, limits } = deps;
  const mustSignIn = (req: Parameters<typeof signedInUser>[0]) => {
    if (!req.user) throw new HttpError(401, LOGIN_TO_VOTE);
    return req.user;
  };

  r.post('/videos/:id/vote', (req, _res, next) => {
    mustSignIn(req);
    next();
  }, limits.vote, async (req, res) => {
    res.json(await castVote(deps, mustSignIn(req).id, String(req.params.id), req.body, commandContext(req)));
  });

  r.get('/videos/:id/votes', async (req, res) => {
    res.json(await votes.tally(parse(idParam, req.params.id)));
  });

  r.get('/videos/:id/user-vote', async (req, res) => {
    const user = signedInUser(req);
    res.json(await votes.userVote(parse(idParam, req.params.id), user.id));
  });

  return r;
}
