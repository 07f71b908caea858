import { forgotSchema, loginSchema, registerSchema, resetSchema } from './schemas';
import { passwordSchema, profileSchema } from '../profile/schemas';
import { EMAIL_MAX } from '../../../domain/shared/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, LOGIN_USERNAME_MAX, PASSWORD_MAX, USERNAME_MAX } from '../../../domain/user/limits';

// The API's schemas take these limits from the domain, as the web's forms do: at the limit, and one past it.
describe("a user's limits are the API's", () => {
  const email = (n: number) => `${'m'.repeat(n - '@example.com'.length)}@example.com`;
  const user = { username: 'maya_c', email: 'maya@example.com', firstName: 'Maya', lastName: 'Cruz', password: 'secret123' };

  it('registration', () => {
    const ok = (over: Partial<typeof user>) => registerSchema.safeParse({ ...user, ...over }).success;
    expect(ok({ firstName: 'a'.repeat(FIRST_NAME_MAX), lastName: 'b'.repeat(LAST_NAME_MAX), email: email(EMAIL_MAX), password: 'p'.repeat(PASSWORD_MAX) })).toBe(true);
    expect(ok({ firstName: 'a'.repeat(FIRST_NAME_MAX + 1) })).toBe(false);
    expect(ok({ lastName: 'b'.repeat(LAST_NAME_MAX + 1) })).toBe(false);
    expect(ok({ email: email(EMAIL_MAX + 1) })).toBe(false);
    expect(ok({ password: 'p'.repeat(PASSWORD_MAX + 1) })).toBe(false);
    expect(ok({ username: 'u'.repeat(USERNAME_MAX) })).toBe(true);
    expect(ok({ username: 'u'.repeat(USERNAME_MAX + 1) })).toBe(false);
  });

  it('sign-in', () => {
    const ok = (over: Record<string, string>) => loginSchema.safeParse({ username: 'maya_c', password: 'secret123', ...over }).success;
    expect(ok({ username: 'u'.repeat(LOGIN_USERNAME_MAX), password: 'p'.repeat(PASSWORD_MAX) })).toBe(true);
    expect(ok({ username: 'u'.repeat(LOGIN_USERNAME_MAX + 1) })).toBe(false);
    expect(ok({ password: 'p'.repeat(PASSWORD_MAX + 1) })).toBe(false);
  });

  it('forgotten and reset password', () => {
    expect(forgotSchema.safeParse({ email: email(EMAIL_MAX) }).success).toBe(true);
    expect(forgotSchema.safeParse({ email: email(EMAIL_MAX + 1) }).success).toBe(false);
    const ok = (newPassword: string) => resetSchema.safeParse({ token: 'tok123', newPassword }).success;
    expect(ok('p'.repeat(PASSWORD_MAX))).toBe(true);
    expect(ok('p'.repeat(PASSWORD_MAX + 1))).toBe(false);
  });

  it('change password', () => {
    const ok = (currentPassword: string, newPassword: string) =>
      passwordSchema.safeParse({ currentPassword, newPassword, confirmPassword: newPassword }).success;
    expect(ok('c'.repeat(PASSWORD_MAX), 'p'.repeat(PASSWORD_MAX))).toBe(true);
    expect(ok('c'.repeat(PASSWORD_MAX + 1), 'secret123')).toBe(false);
    expect(ok('secret123', 'p'.repeat(PASSWORD_MAX + 1))).toBe(false);
  });

  it('profile', () => {
    const ok = (over: Record<string, string>) => profileSchema.safeParse({ firstName: 'Maya', lastName: 'Cruz', email: 'maya@example.com', ...over }).success;
    expect(ok({ firstName: 'a'.repeat(FIRST_NAME_MAX), lastName: 'b'.repeat(LAST_NAME_MAX), email: email(EMAIL_MAX) })).toBe(true);
    expect(ok({ firstName: 'a'.repeat(FIRST_NAME_MAX + 1) })).toBe(false);
    expect(ok({ lastName: 'b'.repeat(LAST_NAME_MAX + 1) })).toBe(false);
    expect(ok({ email: email(EMAIL_MAX + 1) })).toBe(false);
  });
});
