import { Router } from 'express';
import { passwordSchema, profileSchema } from './schemas';
import { toPublicUser } from '../../../application/users/read-model';
import type { ApiDeps } from '../../http/deps';
import { commandContext, signedInUser } from '../../http/context';
import { requireUser } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { checkedImage, imageUpload } from '../../http/uploads';
import { parse } from '../../http/validate';

export function profileRouter(deps: ApiDeps): Router {
  const r = Router();
  const { users, userQueries, runner, sessions } = deps;

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
