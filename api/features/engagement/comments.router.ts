import { CommentCommands } from '../../../application/engagement/comment-commands';
import type { PublicComment } from '../../../application/engagement/comments-read-model';
import type { CommentRemovalWire } from './wire-types';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idempotentId, isConflict } from '../../http/idempotency';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { commentsPageHeaders } from './comment-pages';
import {
  commentsPageSchema as pageSchema, postCommentSchema as postSchema, editCommentSchema as editSchema, removeCommentSchema as removeSchema,
} from './schemas';

/** Trimmed, non-blank, at most 2000 characters: the text as typed, never HTML. */
const JOIN = 'Please log in to join the discussion';

/** Comments (public §7): the list per video, post and reply, edit and delete by the author; an admin's removal (issue 15). */
export function commentsRoutes(deps: ApiDeps): Route[] {
  const comments = deps.get(CommentCommands);
  const { runner, limits } = deps;
  return [
    route({
      // a bare array (§7), so the paging rides in headers; see commentsPageHeaders
      method: 'GET', path: '/videos/:id/comments', params: idParams, query: pageSchema,
      handler: async ({ params, query, res }) => {
        const page = await comments.list(params.id, query);
        for (const [name, value] of Object.entries(commentsPageHeaders(params.id, query, page))) res.setHeader(name, value);
        return page.comments;
      },
    }),
    route({
      method: 'POST', path: '/videos/:id/comments', guard: 'user', signIn: JOIN, limiter: limits.comment, params: idParams,
      body: postSchema, status: 201, idempotent: true,
      handler: async ({ params, body, user, ctx, idempotencyKey }) => {
        const keyed = idempotencyKey
          ? idempotentId({ scope: 'comment', userId: user.id, key: idempotencyKey, body, within: params.id })
          : undefined;
        let done: { commentId: string; position: number; comment: PublicComment };
        try {
          done = await comments.post(params.id, user.id, body.content, body.parentCommentId, ctx, keyed);
        } catch (err) {
          // a retry of a keyed post: the comment its first try recorded, answered again
          const first = keyed && isConflict(err) ? await comments.posted(keyed, params.id, user.id) : null;
          if (!keyed || !first) throw err;
          done = { commentId: keyed, ...first };
        }
        await settle(runner, done.position);
        return (await comments.get(done.commentId)) ?? done.comment;
      },
    }),
    route({
      method: 'PATCH', path: '/comments/:id', guard: 'user', signIn: JOIN, params: idParams, body: editSchema,
      handler: async ({ params, body, user, ctx }) => {
        const { position } = await comments.edit(params.id, user.id, body.content, ctx);
        await settle(runner, position);
        const updated = await comments.get(params.id);
        if (!updated) throw new HttpError(404, 'Comment not found');
        return updated;
      },
    }),
    route({
      method: 'DELETE', path: '/comments/:id', guard: 'user', signIn: JOIN, params: idParams,
      handler: async ({ params, user, ctx }) => {
        const { position, deletedIds } = await comments.delete(params.id, user.id, ctx);
        await settle(runner, position);
        return { message: 'Comment deleted', deletedIds };
      },
    }),
    route({
      // any admin removes any comment, with a reason its author is mailed; answered once the list no longer shows it
      method: 'POST', path: '/admin/comments/:id/removal', guard: 'admin', params: idParams, body: removeSchema,
      handler: async ({ params, body, user, ctx }) => {
        const { position, removedIds } = await comments.remove(params.id, user.id, body.reason, ctx);
        await settle(runner, position);
        return { id: params.id, removed: true, removedIds } satisfies CommentRemovalWire;
      },
    }),
  ];
}
