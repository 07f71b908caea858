import { Router } from 'express';
import { z } from 'zod';
import type { ApiDeps } from '../../http/deps';
import { commandContext, signedInUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';

const voteSchema = z.object({
  battlerId: z.string({ error: 'battlerId is required' }).trim().min(1, 'battlerId is required').max(100, 'battlerId is too long'),
});

/** Votes (public §7): cast or change, the tally, the signed-in user's own vote. */
export function votesRouter(deps: ApiDeps): Router {
  const r = Router();
  const { votes, runner, limits } = deps;
  const mustSignIn = (req: Parameters<typeof signedInUser>[0]) => {
    if (!req.user) throw new HttpError(401, 'You need to be logged in to vote.');
    return req.user;
  };

  r.post('/videos/:id/vote', (req, _res, next) => {
    mustSignIn(req);
    next();
  }, limits.vote, async (req, res) => {
    const user = mustSignIn(req);
    const videoId = parse(idParam, req.params.id);
    const { battlerId } = parse(voteSchema, req.body);
    const position = await votes.cast(videoId, user.id, battlerId, commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Your vote has been recorded successfully!', ...(await votes.tally(videoId)),
      ...(await votes.userVote(videoId, user.id)) });
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
