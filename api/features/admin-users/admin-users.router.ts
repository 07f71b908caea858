import { Router } from 'express';
import { z } from 'zod';
import { toPublicUser } from '../../../application/users/read-model';
import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import { ROLES } from '../../../domain/shared/roles';
import type { ApiDeps } from '../../http/deps';
import { commandContext, signedInUser } from '../../http/context';
import { requireAdmin } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { idParam, parse } from '../../http/validate';

const roleSchema = z.object({
  role: z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }),
});

const resetSchema = z.object({
  newPassword: z.string({ error: 'Password must be at least 8 characters long.' })
    .min(8, 'Password must be at least 8 characters long.').max(200, 'Password is too long'),
});

export function adminUsersRouter(deps: ApiDeps): Router {
  const r = Router();
  const users = deps.get(UserCommands);
  const userQueries = deps.get(UserQueries);
  const { runner, sessions } = deps;
  r.use('/admin/users', requireAdmin);
  r.use('/admin/audit', requireAdmin);

  r.get('/admin/users', async (_req, res) => {
    res.json((await userQueries.all()).map(toPublicUser));
  });

  r.patch('/admin/users/:userId/role', async (req, res) => {
    const me = signedInUser(req);
    const userId = parse(idParam, req.params.userId);
    const { role } = parse(roleSchema, req.body);
    if (!(await userQueries.byId(userId))) throw new HttpError(404, 'User not found');
    const { position } = await users.changeRole({ id: me.id, role: me.role }, userId, role, commandContext(req));
    await settle(runner, position);
    const user = await userQueries.byId(userId);
    res.json(user ? toPublicUser(user) : null);
  });

  r.post('/admin/users/:userId/reset-password', async (req, res) => {
    const me = signedInUser(req);
    const userId = parse(idParam, req.params.userId);
    const { newPassword } = parse(resetSchema, req.body);
    const target = await userQueries.byId(userId);
    if (!target) throw new HttpError(404, 'User not found');
    const { position } = await users.resetPasswordByAdmin({ id: me.id, role: me.role }, userId, newPassword, commandContext(req));
    await sessions.destroyUserSessions(userId);
    await settle(runner, position);
    res.json({ message: `Password reset for ${target.username}` });
  });

  r.get('/admin/audit', async (_req, res) => {
    const entries = await userQueries.auditLog();
    res.json(entries.map(({ _position, ...e }) => e));
  });

  return r;
}
