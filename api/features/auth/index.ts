import { UserCommands } from '../../../application/users/user-commands';
import { UserQueries } from '../../../application/users/user-queries';
import { passwordResetMail } from '../../../application/users/password-reset-mail.reactor';
import { takenEmailNotice } from '../../../application/users/taken-email-notice.reactor';
import { usersProjector } from '../../../projections/users/users.projector';
import { authRoutes } from './auth.router';
import { singletons, type ServerModule } from '../slice';
import { userAuditEntries } from '../../../projections/users/audit-entries';

/** Accounts (the users slice, whose routes are auth's): registration, sign-in and out, password reset; the users read model and the audit log. */
export const usersSlice: ServerModule = {
  name: 'users',
  bind: singletons(UserCommands, UserQueries),
  // users before the audit log, which names them
  // the audit log's projector is made over every slice's `audit` (projections/composed.ts)
  projectors: [usersProjector],
  // the reset link, and the notice of a registration with a taken address, go out from the log, once
  reactors: () => [passwordResetMail, takenEmailNotice],
  audit: userAuditEntries,
  routes: authRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
