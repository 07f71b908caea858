import { forgotSchema } from './schemas';

describe('the auth forms', () => {
  it("check an email address as the server does: 'me@gmail' is refused in place", () => {
    const ok = (email: string) => forgotSchema.isValidSync({ email });
    for (const good of ['ana@example.com', 'ana.lopez+ubr@mail.example.org', ' o_brien@x.co ']) expect(ok(good)).toBe(true);
    for (const bad of ['me@gmail', 'a..b@x.com', 'a.@x.com', 'a!b@x.com', '@x.com', 'ana@']) expect(ok(bad)).toBe(false);
  });
});
