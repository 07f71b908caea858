import type { Request } from 'express';
import { toPublicUser } from '../../../application/users/read-model';
import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { ANSWERED, route, type Route } from '../../http/route';
import { loginSchema, registerSchema, forgotSchema, resetSchema } from './schemas';

/** A new session id at every sign-in: a fixated id never gains rights. */
function signIn(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

/** Accounts: who is signed in, sign-in and out, registration, password reset. */
export function authRoutes(deps: ApiDeps): Route[] {
  const users = deps.get(UserCommands);
  const userQueries = deps.get(UserQueries);
  const { runner, limits, sessions } = deps;

  return [
    route({ method: 'GET', path: '/auth/user', guard: 'user', handler: ({ user }) => toPublicUser(user) }),
    // forced re-login: a browser sent here lands on the sign-in page
    route({
      method: 'GET', path: '/login',
      handler: ({ res }) => {
        res.redirect(302, '/auth');
        return ANSWERED;
      },
    }),
    // the refusals first, so a refused attempt is neither held nor counted by the slowdown
    route({
      method: 'POST', path: '/login', pre: [limits.loginPerAddress, limits.loginPerAccountAndAddress, limits.loginSlowdown],
      body: loginSchema,
      handler: async ({ body: { username, password }, req, ctx }) => {
        const userId = await users.authenticate(username, password, ctx);
        if (!userId) throw new HttpError(401, 'Invalid username or password');
        const user = await userQueries.byId(userId);
        if (!user) throw new HttpError(401, 'Invalid username or password');
        await signIn(req, userId);
        return toPublicUser(user);
      },
    }),
    route({
      // the day's ceiling first, so a refused sign-up is neither held nor counted by the slowdown
      method: 'POST', path: '/register', limiter: limits.registerPerDay, pre: [limits.registerSlowdown], body: registerSchema, status: 201,
      handler: async ({ body, req, ctx }) => {
        const { userId, position } = await users.register(body, ctx);
        await settle(runner, position);
        const user = await userQueries.byId(userId);
        if (!user) throw new HttpError(503, 'Your account was created; please sign in in a moment.');
        await signIn(req, userId);
        return toPublicUser(user);
      },
    }),
    route({
      method: 'POST', path: '/logout',
      handler: async ({ req, res }) => {
        await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        return { message: 'You have been successfully logged out.' };
      },
    }),
    route({
      method: 'POST', path: '/forgot-password', limiter: limits.forgot, body: forgotSchema,
      handler: async ({ body, ctx }) => {
        await users.forgotPassword(body.email, ctx);
        return { message: 'If an account exists for that email, a password reset link has been sent. Please check your inbox.' };
      },
    }),
    route({
      method: 'POST', path: '/reset-password', limiter: limits.reset, body: resetSchema,
      handler: async ({ body: { token, newPassword }, ctx }) => {
        const { userId, position } = await users.resetPassword(token, newPassword, ctx);
        await sessions.destroyUserSessions(userId);
        await settle(runner, position);
        return { message: 'Your password has been reset. You can now sign in with your new password.' };
      },
    }),
  ];
}

export const SESSION_COOKIE = 'ubr.sid';
