import { EMAIL_MAX } from '../../../../domain/shared/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX } from '../../../../domain/user/limits';
import { forgotSchema, registerSchema } from './schemas';

describe('the auth forms', () => {
  it("check an email address as the server does: 'me@gmail' is refused in place", () => {
    const ok = (email: string) => forgotSchema.isValidSync({ email });
    for (const good of ['ana@example.com', 'ana.lopez+ubr@mail.example.org', ' o_brien@x.co ']) expect(ok(good)).toBe(true);
    for (const bad of ['me@gmail', 'a..b@x.com', 'a.@x.com', 'a!b@x.com', '@x.com', 'ana@']) expect(ok(bad)).toBe(false);
  });

  it("registration checks the server's length limits, with the form's messages", () => {
    const valid = { username: 'maya_c', email: 'maya@example.com', firstName: 'Maya', lastName: 'Cruz', password: 'secret123' };
    const refusal = (over: Partial<typeof valid>) => {
      try {
        registerSchema.validateSync({ ...valid, ...over });
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    };
    // the limits count the trimmed text, as the server does
    expect(refusal({ firstName: ` ${'a'.repeat(FIRST_NAME_MAX)} `, lastName: 'b'.repeat(LAST_NAME_MAX) })).toBeNull();
    expect(refusal({ firstName: 'a'.repeat(FIRST_NAME_MAX + 1) })).toBe('First name must be at most 100 characters');
    expect(refusal({ lastName: 'b'.repeat(LAST_NAME_MAX + 1) })).toBe('Last name must be at most 100 characters');
    const email = (n: number) => `${'m'.repeat(n - '@example.com'.length)}@example.com`;
    expect(refusal({ email: email(EMAIL_MAX) })).toBeNull();
    expect(refusal({ email: email(EMAIL_MAX + 1) })).toBe('Email is too long');
    expect(refusal({ password: 'p'.repeat(PASSWORD_MAX) })).toBeNull();
    expect(refusal({ password: 'p'.repeat(PASSWORD_MAX + 1) })).toBe('Password must be at most 200 characters');
  });
});
