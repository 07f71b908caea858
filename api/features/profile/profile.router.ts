import { toPublicUser } from '../../../application/users/read-model';
import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';
import { profileSchema, passwordSchema } from './schemas';

/** A signed-in user's own profile, password and avatar. */
export function profileRoutes(deps: ApiDeps): Route[] {
  const users = deps.get(UserCommands);
  const userQueries = deps.get(UserQueries);
  const { runner, sessions } = deps;

  const fresh = async (userId: string) => {
    const user = await userQueries.byId(userId);
    if (!user) throw new HttpError(404, 'User not found');
    return toPublicUser(user);
  };

  return [
    route({ method: 'GET', path: '/profile', guard: 'user', handler: ({ user }) => toPublicUser(user) }),
    route({
      method: 'PUT', path: '/profile', guard: 'user', body: profileSchema,
      handler: async ({ body, user, ctx }) => {
        const { position } = await users.updateProfile(user.id, body, ctx);
        await settle(runner, position);
        return fresh(user.id);
      },
    }),
    route({
      method: 'PUT', path: '/profile/password', guard: 'user', body: passwordSchema,
      handler: async ({ body: { currentPassword, newPassword }, user, ctx, req }) => {
        const { position } = await users.changePassword(user.id, currentPassword, newPassword, ctx);
        // a changed password ends every other session of the account
        await sessions.destroyUserSessions(user.id, req.sessionID);
        await settle(runner, position);
        return { message: 'Password updated' };
      },
    }),
    route({
      method: 'POST', path: '/profile/avatar', guard: 'user', pre: [imageUpload('profilePicture')],
      handler: async ({ user, req, ctx }) => {
        const image = checkedImage(req, 'profilePicture');
        const { position, profilePictureUrl } = await users.changeAvatar(user.id, image, ctx);
        await settle(runner, position);
        return { profilePictureUrl, user: await fresh(user.id) };
      },
    }),
  ];
}
