import { given } from '../../test/given';
import { fold } from '../shared/decider';
import { mailAddressOf, type UserEvent, userDecider } from './user';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'KingPin', email: 'k@x.com', firstName: 'K', lastName: 'P', passwordHash: 'h1', role: 'user' },
};
const becameAdmin: UserEvent = { type: 'RoleChanged', data: { userId: 'u1', role: 'admin', previousRole: 'user' } };
const becameSuper: UserEvent = { type: 'RoleChanged', data: { userId: 'u1', role: 'super_admin', previousRole: 'user' } };
const admin = { id: 'a1', role: 'admin' as const };
const superAdmin = { id: 's1', role: 'super_admin' as const };

describe('user decider', () => {
  it('registers a new user with the role user', () => {
    given(userDecider, []).when({ type: 'Register', userId: 'u1', username: 'KingPin', email: 'k@x.com', firstName: 'K', lastName: 'P', passwordHash: 'h1' })
      .then([registered]);
  });

  it('registers with an address another account holds: recorded as taken, shown as typed, but nothing is mailed to it', () => {
    const taken: UserEvent = { type: 'UserRegistered', data: { ...registered.data, emailTaken: true } };
    given(userDecider, []).when({
      type: 'Register', userId: 'u1', username: 'KingPin', email: 'k@x.com', firstName: 'K', lastName: 'P', passwordHash: 'h1', emailTaken: true,
    }).then([taken]);
    // a free address keeps the event's old shape
    given(userDecider, []).when({
      type: 'Register', userId: 'u1', username: 'KingPin', email: 'k@x.com', firstName: 'K', lastName: 'P', passwordHash: 'h1', emailTaken: false,
    }).then([registered]);
    const state = (history: UserEvent[]) => fold(userDecider.evolve, userDecider.initialState, history);
    expect(state([taken])).toMatchObject({ email: 'k@x.com', emailAttached: false });
    expect(mailAddressOf(state([taken]))).toBeNull();
    expect(mailAddressOf(state([registered]))).toBe('k@x.com');
  });

  it("attaches an account's address once the profile changes it (the new one was reserved first); the same one, in any case, keeps its standing", () => {
    const taken: UserEvent = { type: 'UserRegistered', data: { ...registered.data, emailTaken: true } };
    const state = (history: UserEvent[]) => fold(userDecider.evolve, userDecider.initialState, history);
    const profile = (email: string): UserEvent => ({ type: 'ProfileUpdated', data: { userId: 'u1', firstName: 'K', lastName: 'P', email } });
    expect(mailAddressOf(state([taken, profile('K@X.com')]))).toBeNull();
    expect(mailAddressOf(state([taken, profile('own@x.com')]))).toBe('own@x.com');
    expect(mailAddressOf(state([registered, profile('K@X.COM')]))).toBe('K@X.COM');
  });

  it('records the notice to the holder of a taken address once', () => {
    const taken: UserEvent = { type: 'UserRegistered', data: { ...registered.data, emailTaken: true } };
    const sent: UserEvent = { type: 'TakenEmailNoticeSent', data: { userId: 'u1' } };
    given(userDecider, [taken]).when({ type: 'RecordTakenEmailNoticeSent' }).then([sent]);
    given(userDecider, [taken, sent]).when({ type: 'RecordTakenEmailNoticeSent' }).then([]);
    given(userDecider, []).when({ type: 'RecordTakenEmailNoticeSent' }).thenError('User not found', 'not_found');
  });

  it('refuses to register the same user twice', () => {
    given(userDecider, [registered]).when({ type: 'Register', userId: 'u1', username: 'x', email: 'x', firstName: 'x', lastName: 'x', passwordHash: 'x' })
      .thenError('User already exists', 'conflict');
  });

  it('updates the profile, and records nothing when nothing changed', () => {
    given(userDecider, [registered]).when({ type: 'UpdateProfile', firstName: 'Kay', lastName: 'P', email: 'k@x.com' })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', firstName: 'Kay', lastName: 'P', email: 'k@x.com' } }]);
    given(userDecider, [registered]).when({ type: 'UpdateProfile', firstName: 'K', lastName: 'P', email: 'k@x.com' }).then([]);
  });

  it('refuses a profile update of an unknown user', () => {
    given(userDecider, []).when({ type: 'UpdateProfile', firstName: 'a', lastName: 'b', email: 'c' }).thenError('User not found', 'not_found');
  });

  it('records a re-hash of the password it verified, and nothing when the password changed since', () => {
    given(userDecider, [registered]).when({ type: 'RehashPassword', verifiedHash: 'h1', passwordHash: 'h1-argon2' })
      .then([{ type: 'PasswordRehashed', data: { userId: 'u1', passwordHash: 'h1-argon2' } }]);
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } };
    given(userDecider, [registered, changed]).when({ type: 'RehashPassword', verifiedHash: 'h1', passwordHash: 'h1-argon2' }).then([]);
    given(userDecider, []).when({ type: 'RehashPassword', verifiedHash: 'h1', passwordHash: 'x' }).thenError('User not found', 'not_found');
  });

  it('verifies against the re-hashed password afterwards', () => {
    const rehashed: UserEvent = { type: 'PasswordRehashed', data: { userId: 'u1', passwordHash: 'h1-argon2' } };
    given(userDecider, [registered, rehashed]).when({ type: 'RehashPassword', verifiedHash: 'h1', passwordHash: 'again' }).then([]);
  });

  it('changes the password only with the right current password', () => {
    given(userDecider, [registered]).when({ type: 'ChangePassword', currentPasswordValid: true, passwordHash: 'h2' })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } }]);
    given(userDecider, [registered]).when({ type: 'ChangePassword', currentPasswordValid: false, passwordHash: '' })
      .thenError('Current password is incorrect', 'validation');
  });

  it('lets an admin make a user an admin, recording the previous role', () => {
    given(userDecider, [registered]).when({ type: 'ChangeRole', actor: admin, role: 'admin' }).then([becameAdmin]);
  });

  it('lets only a super admin grant super_admin', () => {
    given(userDecider, [registered]).when({ type: 'ChangeRole', actor: admin, role: 'super_admin' })
      .thenError('Only a super admin can grant the super admin role', 'forbidden');
    given(userDecider, [registered]).when({ type: 'ChangeRole', actor: superAdmin, role: 'super_admin' }).then([becameSuper]);
  });

  it('refuses anyone changing their own role', () => {
    given(userDecider, [registered, becameAdmin]).when({ type: 'ChangeRole', actor: { id: 'u1', role: 'admin' }, role: 'user' })
      .thenError(/your own account/, 'forbidden');
  });

  it('refuses an admin acting on a super admin, and a plain user acting at all', () => {
    given(userDecider, [registered, becameSuper]).when({ type: 'ChangeRole', actor: admin, role: 'user' })
      .thenError(/Only a super admin/, 'forbidden');
    given(userDecider, [registered, becameSuper]).when({ type: 'ResetPasswordByAdmin', actor: admin, passwordHash: 'h' })
      .thenError(/Only a super admin/, 'forbidden');
    given(userDecider, [registered]).when({ type: 'ChangeRole', actor: { id: 'x', role: 'user' }, role: 'admin' })
      .thenError('Admin access required', 'forbidden');
  });

  it('lets the CLI set any role, including super_admin', () => {
    given(userDecider, [registered]).when({ type: 'ChangeRole', actor: { id: 'cli', role: 'cli' }, role: 'super_admin' }).then([becameSuper]);
  });

  it('records nothing when the role is already the one asked', () => {
    given(userDecider, [registered, becameAdmin]).when({ type: 'ChangeRole', actor: superAdmin, role: 'admin' }).then([]);
  });

  it('lets an admin reset another user\'s password', () => {
    given(userDecider, [registered]).when({ type: 'ResetPasswordByAdmin', actor: admin, passwordHash: 'h9' })
      .then([{ type: 'PasswordResetByAdmin', data: { userId: 'u1', passwordHash: 'h9' } }]);
  });

  it('changes the avatar, naming the one it replaced, and nothing when it is the same', () => {
    given(userDecider, [registered]).when({ type: 'ChangeAvatar', profilePictureUrl: '/uploads/a.png' })
      .then([{ type: 'AvatarChanged', data: { userId: 'u1', profilePictureUrl: '/uploads/a.png', previousProfilePictureUrl: null } }]);
    // an AvatarChanged recorded before the previous picture was kept still replays
    given(userDecider, [registered, { type: 'AvatarChanged', data: { userId: 'u1', profilePictureUrl: '/uploads/a.png' } }])
      .when({ type: 'ChangeAvatar', profilePictureUrl: '/uploads/b.png' })
      .then([{ type: 'AvatarChanged', data: { userId: 'u1', profilePictureUrl: '/uploads/b.png', previousProfilePictureUrl: '/uploads/a.png' } }]);
    given(userDecider, [registered, { type: 'AvatarChanged', data: { userId: 'u1', profilePictureUrl: '/uploads/a.png' } }])
      .when({ type: 'ChangeAvatar', profilePictureUrl: '/uploads/a.png' }).then([]);
  });
});
