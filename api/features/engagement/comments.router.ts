import { type Request, Router } from 'express';
import { editCommentSchema as editSchema, postCommentSchema as postSchema } from './schemas';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';

/** Comments (public §7): the list per video, post and reply, edit and delete by the author. */
export function commentsRouter(deps: ApiDeps): Router {
  const r = Router();
  const { comments, runner, limits } = deps;
  const mustSignIn = (req: Request) => {
    if (!req.user) throw new HttpError(401, 'Please log in to join the discussion');
    return req.user;
  };

  r.get('/videos/:id/comments', async (req, res) => {
    res.json(await comments.list(parse(idParam, req.params.id)));
  });

  r.post('/videos/:id/comments', (req, _res, next) => {
    mustSignIn(req);
    next();
  }, limits.comment, async (req, res) => {
    const user = mustSignIn(req);
    const videoId = parse(idParam, req.params.id);
    const body = parse(postSchema, req.body);
    const { commentId, position, comment } = await comments.post(videoId, user.id, body.content, body.parentCommentId,
      commandContext(req));
    await settle(runner, position);
    res.status(201).json((await comments.get(commentId)) ?? comment);
  });

  r.patch('/comments/:id', async (req, res) => {
    const user = mustSignIn(req);
    const commentId = parse(idParam, req.params.id);
    const body = parse(editSchema, req.body);
    const { position } = await comments.edit(commentId, user.id, body.content, commandContext(req));
    await settle(runner, position);
    const updated = await comments.get(commentId);
    if (!updated) throw new HttpError(404, 'Comment not found');
    res.json(updated);
  });

  r.delete('/comments/:id', async (req, res) => {
    const user = mustSignIn(req);
    const { position, deletedIds } = await comments.delete(parse(idParam, req.params.id), user.id, commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Comment deleted', deletedIds });
  });

  return r;
}
