import type { Request } from 'express';
import type { CommandContext } from '../../application/command-handling';
import type { UserView } from '../../application/users/read-model';
import { HttpError } from './errors';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** the signed-in user, read fresh from the read model on every request */
      user?: UserView | null;
      /** the request's time, read once from the Clock port */
      at?: Date;
    }
  }
}

export const commandContext = (req: Request): CommandContext => ({
  actorId: req.user?.id ?? null,
  correlationId: String(req.id ?? ''),
  at: req.at ?? new Date(),
});

export function signedInUser(req: Request): UserView {
  if (!req.user) throw new HttpError(401, 'Not authenticated');
  return req.user;
}
