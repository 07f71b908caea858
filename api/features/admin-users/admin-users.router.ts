import { z } from 'zod';
import { toPublicUser } from '../../../application/users/read-model';
import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { idParam } from '../../http/validate';
import { auditPageHeaders } from './audit-pages';
import { auditPageSchema, roleSchema, resetSchema } from './schemas';

const userParams = z.object({ userId: idParam });

/** The admin's user list, role changes and password resets; the audit log, a page at a time, and its actors. */
export function adminUsersRoutes(deps: ApiDeps): Route[] {
  const users = deps.get(UserCommands);
  const userQueries = deps.get(UserQueries);
  const { runner, sessions } = deps;
  const existing = async (userId: string) => {
    const user = await userQueries.byId(userId);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  };

  return [
    route({
      method: 'GET', path: '/admin/users', guard: 'admin',
      handler: async () => (await userQueries.all()).map(toPublicUser),
    }),
    route({
      method: 'PATCH', path: '/admin/users/:userId/role', guard: 'admin', params: userParams, body: roleSchema,
      handler: async ({ params: { userId }, body: { role }, user: me, ctx }) => {
        await existing(userId);
        const { position } = await users.changeRole({ id: me.id, role: me.role }, userId, role, ctx);
        await settle(runner, position);
        const user = await userQueries.byId(userId);
        return user ? toPublicUser(user) : null;
      },
    }),
    route({
      method: 'POST', path: '/admin/users/:userId/reset-password', guard: 'admin', params: userParams, body: resetSchema,
      handler: async ({ params: { userId }, body: { newPassword }, user: me, ctx }) => {
        const target = await existing(userId);
        const { position } = await users.resetPasswordByAdmin({ id: me.id, role: me.role }, userId, newPassword, ctx);
        await sessions.destroyUserSessions(userId);
        await settle(runner, position);
        return { message: `Password reset for ${target.username}` };
      },
    }),
    route({
      // a bare array, so the paging rides in headers (as the comments' do); see auditPageHeaders
      method: 'GET', path: '/admin/audit', guard: 'admin', query: auditPageSchema,
      handler: async ({ query, res }) => {
        const { entries, total } = await userQueries.auditLog({
          limit: query.limit, page: query.page, action: query.kind, actorId: query.actor,
          from: query.from ?? undefined, to: query.to ?? undefined,
        });
        for (const [name, value] of Object.entries(auditPageHeaders(query, total))) res.setHeader(name, value);
        return entries.map(({ _position, ...e }) => e);
      },
    }),
    route({
      // the actor filter's choices: who appears in the log, by name
      method: 'GET', path: '/admin/audit/actors', guard: 'admin',
      handler: () => userQueries.auditActors(),
    }),
  ];
}
