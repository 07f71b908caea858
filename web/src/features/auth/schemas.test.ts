import { EMAIL_MAX } from '../../../../domain/shared/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, LOGIN_USERNAME_MAX, PASSWORD_MAX, USERNAME_MAX } from '../../../../domain/user/limits';
import { forgotSchema, loginSchema, registerSchema, resetSchema } from './schemas';

/** The first message a schema refuses the values with, or null when it takes them. */
function refusalOf(schema: { validateSync: (v: unknown) => unknown }, values: object): string | null {
  try {
    schema.validateSync(values);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

const email = (n: number) => `${'m'.repeat(n - '@example.com'.length)}@example.com`;

describe('the auth forms', () => {
  it("check an email address as the server does: 'me@gmail' is refused in place", () => {
    const ok = (address: string) => forgotSchema.isValidSync({ email: address });
    for (const good of ['ana@example.com', 'ana.lopez+ubr@mail.example.org', ' o_brien@x.co ']) expect(ok(good)).toBe(true);
    for (const bad of ['me@gmail', 'a..b@x.com', 'a.@x.com', 'a!b@x.com', '@x.com', 'ana@']) expect(ok(bad)).toBe(false);
  });

  it("registration checks the server's length limits, with the form's messages", () => {
    const valid = { username: 'maya_c', email: 'maya@example.com', firstName: 'Maya', lastName: 'Cruz', password: 'secret123' };
    const refusal = (over: Partial<typeof valid>) => refusalOf(registerSchema, { ...valid, ...over });
    // the limits count the trimmed text, as the server does
    expect(refusal({ firstName: ` ${'a'.repeat(FIRST_NAME_MAX)} `, lastName: 'b'.repeat(LAST_NAME_MAX) })).toBeNull();
    expect(refusal({ firstName: 'a'.repeat(FIRST_NAME_MAX + 1) })).toBe('First name must be at most 100 characters');
    expect(refusal({ lastName: 'b'.repeat(LAST_NAME_MAX + 1) })).toBe('Last name must be at most 100 characters');
    expect(refusal({ email: email(EMAIL_MAX) })).toBeNull();
    expect(refusal({ email: email(EMAIL_MAX + 1) })).toBe('Email is too long');
    expect(refusal({ password: 'p'.repeat(PASSWORD_MAX) })).toBeNull();
    expect(refusal({ password: 'p'.repeat(PASSWORD_MAX + 1) })).toBe('Password must be at most 200 characters');
    expect(refusal({ username: 'u'.repeat(USERNAME_MAX) })).toBeNull();
    expect(refusal({ username: 'u'.repeat(USERNAME_MAX + 1) })).toBe('Username must be at most 30 characters');
  });

  it("sign-in checks the server's length limits: username 100 (trimmed), password 200", () => {
    const refusal = (over: object) => refusalOf(loginSchema, { username: 'maya_c', password: 'secret123', ...over });
    expect(refusal({ username: ` ${'u'.repeat(LOGIN_USERNAME_MAX)} `, password: 'p'.repeat(PASSWORD_MAX) })).toBeNull();
    expect(refusal({ username: 'u'.repeat(LOGIN_USERNAME_MAX + 1) })).toBe('Username must be at most 100 characters');
    expect(refusal({ password: 'p'.repeat(PASSWORD_MAX + 1) })).toBe('Password must be at most 200 characters');
  });

  it("forgot password checks the email's length as the server does", () => {
    expect(refusalOf(forgotSchema, { email: ` ${email(EMAIL_MAX)} ` })).toBeNull();
    expect(refusalOf(forgotSchema, { email: email(EMAIL_MAX + 1) })).toBe('Email is too long');
  });

  it("reset password checks the new password's length as the server does", () => {
    const refusal = (newPassword: string) => refusalOf(resetSchema, { newPassword, confirmPassword: newPassword });
    expect(refusal('p'.repeat(PASSWORD_MAX))).toBeNull();
    expect(refusal('p'.repeat(PASSWORD_MAX + 1))).toBe('Password must be at most 200 characters');
  });
});
