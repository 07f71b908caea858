import { Router } from 'express';
import { z } from 'zod';
import { toPublicUser } from '../../../application/users/read-model';
import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import type { ApiDeps } from '../../http/deps';
import { commandContext, signedInUser } from '../../http/context';
import { requireUser } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { checkedImage, imageUpload } from '../../http/uploads';
import { email, parse, requiredText } from '../../http/validate';

const profileSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Invalid email address'),
});

const passwordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
    newPassword: z.string({ error: 'Password must be at least 6 characters' })
      .min(6, 'Password must be at least 6 characters').max(200, 'Password is too long'),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export function profileRouter(deps: ApiDeps): Router {
  const r = Router();
  const users = deps.get(UserCommands);
  const userQueries = deps.get(UserQueries);
  const { runner, sessions } = deps;

  const fresh = async (userId: string) => {
    const user = await userQueries.byId(userId);
    if (!user) throw new HttpError(404, 'User not found');
    return toPublicUser(user);
  };

  r.get('/profile', requireUser, (req, res) => {
    res.json(toPublicUser(signedInUser(req)));
  });

  r.put('/profile', requireUser, async (req, res) => {
    const me = signedInUser(req);
    const input = parse(profileSchema, req.body);
    const { position } = await users.updateProfile(me.id, input, commandContext(req));
    await settle(runner, position);
    res.json(await fresh(me.id));
  });

  r.put('/profile/password', requireUser, async (req, res) => {
    const me = signedInUser(req);
    const { currentPassword, newPassword } = parse(passwordSchema, req.body);
    const { position } = await users.changePassword(me.id, currentPassword, newPassword, commandContext(req));
    // a changed password ends every other session of the account
    await sessions.destroyUserSessions(me.id, req.sessionID);
    await settle(runner, position);
    res.json({ message: 'Password updated' });
  });

  r.post('/profile/avatar', requireUser, imageUpload('profilePicture'), async (req, res) => {
    const me = signedInUser(req);
    const image = checkedImage(req, 'profilePicture');
    const { position, profilePictureUrl } = await users.changeAvatar(me.id, image, commandContext(req));
    await settle(runner, position);
    res.json({ profilePictureUrl, user: await fresh(me.id) });
  });

  return r;
}
