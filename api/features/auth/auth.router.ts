import { Router, type Request } from 'express';
import { z } from 'zod';
import { toPublicUser } from '../../../application/users/read-model';
import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { email, parse, requiredText } from '../../http/validate';

export const loginSchema = z.object({
  username: requiredText('Username is required', 100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});

export const registerSchema = z.object({
  username: requiredText('Username is required', 30)
    .pipe(z.string().min(3, 'Username must be at least 3 characters')
      .regex(/^[A-Za-z0-9_.]+$/, 'Username may only contain letters, digits, dots and underscores')),
  email: email(),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  password: z.string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
});

const forgotSchema = z.object({ email: email('Please enter a valid email address') });

const resetSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Invalid or expired reset token'),
  newPassword: z.string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
});

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

export function authRouter(deps: ApiDeps): Router {
  const r = Router();
  const users = deps.get(UserCommands);
  const userQueries = deps.get(UserQueries);
  const { runner, limits, sessions } = deps;

  r.get('/auth/user', (req, res) => {
    if (!req.user) return void res.status(401).json({ message: 'Not authenticated' });
    res.json(toPublicUser(req.user));
  });

  // forced re-login: a browser sent here lands on the sign-in page
  r.get('/login', (_req, res) => res.redirect(302, '/auth'));

  r.post('/login', limits.loginPerAddress, limits.loginPerAccount, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    const userId = await users.authenticate(username, password);
    if (!userId) throw new HttpError(401, 'Invalid username or password');
    const user = await userQueries.byId(userId);
    if (!user) throw new HttpError(401, 'Invalid username or password');
    await signIn(req, userId);
    res.json(toPublicUser(user));
  });

  r.post('/register', limits.register, async (req, res) => {
    const input = parse(registerSchema, req.body);
    const { userId, position } = await users.register(input, commandContext(req));
    await settle(runner, position);
    const user = await userQueries.byId(userId);
    if (!user) throw new HttpError(503, 'Your account was created; please sign in in a moment.');
    await signIn(req, userId);
    res.status(201).json(toPublicUser(user));
  });

  r.post('/logout', (req, res, next) => {
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ message: 'You have been successfully logged out.' });
    });
  });

  r.post('/forgot-password', limits.forgot, async (req, res) => {
    const { email: address } = parse(forgotSchema, req.body);
    await users.forgotPassword(address, commandContext(req));
    res.json({ message: 'If an account exists for that email, a password reset link has been sent. Please check your inbox.' });
  });

  r.post('/reset-password', limits.reset, async (req, res) => {
    const { token, newPassword } = parse(resetSchema, req.body);
    const { userId, position } = await users.resetPassword(token, newPassword, commandContext(req));
    await sessions.destroyUserSessions(userId);
    await settle(runner, position);
    res.json({ message: 'Your password has been reset. You can now sign in with your new password.' });
  });

  return r;
}

export const SESSION_COOKIE = 'ubr.sid';
