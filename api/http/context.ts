import type { UserView } from '../../application/users/read-model';

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
