import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { Role } from '../shared/roles';
import { isAdminRole } from '../shared/roles';

export type UserEvent =
  /**
   * `emailTaken`: the address was another account's at registration. The account shows
   * it as typed (the answer to the registrant is the same either way) but it is not
   * attached: no mail goes to it from this account. Absent on a free address.
   */
  | DomainEvent<'UserRegistered', {
      userId: string; username: string; email: string;
      firstName: string; lastName: string; passwordHash: string; role: Role; emailTaken?: true;
    }>
  /** the holder of a taken address was told of the registration that gave it (a reactor's record, once) */
  | DomainEvent<'TakenEmailNoticeSent', { userId: string }>
  | DomainEvent<'ProfileUpdated', { userId: string; firstName: string; lastName: string; email: string }>
  | DomainEvent<'PasswordChanged', { userId: string; passwordHash: string }>
  | DomainEvent<'PasswordResetWithToken', { userId: string; passwordHash: string }>
  | DomainEvent<'PasswordResetByAdmin', { userId: string; passwordHash: string }>
  /** the same password under today's hashing parameters, at a sign-in; no audit line (nobody acted) */
  | DomainEvent<'PasswordRehashed', { userId: string; passwordHash: string }>
  /** `previousProfilePictureUrl`: the picture it replaced, so its file can go (absent on events recorded before it was kept) */
  | DomainEvent<'AvatarChanged', { userId: string; profilePictureUrl: string | null; previousProfilePictureUrl?: string | null }>
  | DomainEvent<'RoleChanged', { userId: string; role: Role; previousRole: Role }>;

/** Who acts on another user: the admin commands carry it so the rules stay pure. */
export interface Actor {
  id: string;
  role: Role | 'cli';
}

export type UserCommand =
  | { type: 'Register'; userId: string; username: string; email: string; firstName: string; lastName: string; passwordHash: string; emailTaken?: boolean }
  | { type: 'RecordTakenEmailNoticeSent' }
  | { type: 'UpdateProfile'; firstName: string; lastName: string; email: string }
  | { type: 'ChangePassword'; currentPasswordValid: boolean; passwordHash: string }
  | { type: 'ResetPasswordWithToken'; passwordHash: string }
  | { type: 'ResetPasswordByAdmin'; actor: Actor; passwordHash: string }
  /** `verifiedHash` is the hash the password was checked against: a password changed since wins */
  | { type: 'RehashPassword'; verifiedHash: string; passwordHash: string }
  | { type: 'ChangeAvatar'; profilePictureUrl: string | null }
  | { type: 'ChangeRole'; actor: Actor; role: Role };

export interface UserState {
  exists: boolean;
  userId: string | null;
  username: string;
  email: string;
  /** the account holds its address (its reservation): mail to the account goes there, else nowhere */
  emailAttached: boolean;
  takenEmailNoticeSent: boolean;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: Role;
  profilePictureUrl: string | null;
}

export const initialUserState: UserState = {
  exists: false, userId: null, username: '', email: '', emailAttached: false, takenEmailNoticeSent: false,
  firstName: '', lastName: '', passwordHash: '', role: 'user', profilePictureUrl: null,
};

/** Two spellings of one address: reservations are made on the lower-cased, trimmed form. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Where mail to this user goes: the address the account holds, or null (none, or another account's). */
export const mailAddressOf = (user: UserState): string | null =>
  user.exists && user.emailAttached && user.email ? user.email : null;

export const userStream = (userId: string) => `user-${userId}`;

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return { ...state, exists: true, userId: d.userId, username: d.username, email: d.email, emailAttached: !d.emailTaken,
        firstName: d.firstName, lastName: d.lastName, passwordHash: d.passwordHash, role: d.role };
    }
    case 'TakenEmailNoticeSent':
      return { ...state, takenEmailNoticeSent: true };
    case 'ProfileUpdated':
      // a new address is reserved for the user before the change is recorded; the same one keeps its standing
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email,
        emailAttached: sameEmail(state.email, event.data.email) ? state.emailAttached : true };
    case 'PasswordChanged':
    case 'PasswordResetWithToken':
    case 'PasswordResetByAdmin':
    case 'PasswordRehashed':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'AvatarChanged':
      return { ...state, profilePictureUrl: event.data.profilePictureUrl };
    case 'RoleChanged':
      return { ...state, role: event.data.role };
    default:
      return state;
  }
}

function requireUser(state: UserState): string {
  if (!state.exists || !state.userId) throw notFound('User not found');
  return state.userId;
}

/** Acting on someone else: never yourself, never above your own rank. */
function checkAdminOver(actor: Actor, state: UserState, what: string): void {
  if (actor.role !== 'cli' && !isAdminRole(actor.role)) throw forbidden('Admin access required');
  if (actor.id === state.userId) throw forbidden(`You cannot ${what} your own account here`);
  if (actor.role === 'admin' && state.role === 'super_admin') {
    throw forbidden(`Only a super admin can ${what} a super admin`);
  }
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'Register': {
      if (state.exists) throw conflict('User already exists');
      const { type: _t, emailTaken, ...data } = command;
      return [{ type: 'UserRegistered', data: { ...data, role: 'user', ...(emailTaken ? { emailTaken: true as const } : {}) } }];
    }
    case 'RecordTakenEmailNoticeSent': {
      const userId = requireUser(state);
      if (state.takenEmailNoticeSent) return [];
      return [{ type: 'TakenEmailNoticeSent', data: { userId } }];
    }
    case 'UpdateProfile': {
      const userId = requireUser(state);
      const { firstName, lastName, email } = command;
      if (firstName === state.firstName && lastName === state.lastName && email === state.email) return [];
      return [{ type: 'ProfileUpdated', data: { userId, firstName, lastName, email } }];
    }
    case 'ChangePassword': {
      const userId = requireUser(state);
      if (!command.currentPasswordValid) throw invalid('Current password is incorrect');
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash } }];
    }
    case 'ResetPasswordWithToken': {
      const userId = requireUser(state);
      return [{ type: 'PasswordResetWithToken', data: { userId, passwordHash: command.passwordHash } }];
    }
    case 'ResetPasswordByAdmin': {
      const userId = requireUser(state);
      checkAdminOver(command.actor, state, 'reset the password of');
      return [{ type: 'PasswordResetByAdmin', data: { userId, passwordHash: command.passwordHash } }];
    }
    case 'RehashPassword': {
      const userId = requireUser(state);
      if (state.passwordHash !== command.verifiedHash) return [];
      return [{ type: 'PasswordRehashed', data: { userId, passwordHash: command.passwordHash } }];
    }
    case 'ChangeAvatar': {
      const userId = requireUser(state);
      if (command.profilePictureUrl === state.profilePictureUrl) return [];
      return [{ type: 'AvatarChanged', data: {
        userId, profilePictureUrl: command.profilePictureUrl, previousProfilePictureUrl: state.profilePictureUrl,
      } }];
    }
    case 'ChangeRole': {
      const userId = requireUser(state);
      checkAdminOver(command.actor, state, 'change the role of');
      if (command.role === 'super_admin' && command.actor.role === 'admin') {
        throw forbidden('Only a super admin can grant the super admin role');
      }
      if (command.role === state.role) return [];
      return [{ type: 'RoleChanged', data: { userId, role: command.role, previousRole: state.role } }];
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  evolve,
  decide,
};
