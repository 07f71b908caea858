// What the accounts slice answers: the signed-in user as the web sees it.
import type { PublicUser } from '../../../application/users/read-model';

export type { Role } from '../../../domain/shared/roles';

/** GET /api/auth/user, /api/admin/users, /api/profile: a user without internal keys or the hash. */
export type UserWire = PublicUser;
