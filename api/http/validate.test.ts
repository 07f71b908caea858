import { z } from 'zod';
import { EMAIL_PATTERN } from '../../domain/shared/limits';
import { email } from './validate';

describe('email addresses', () => {
  it("are checked with zod's own pattern, the one the web's forms share", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it('refuse what a typo makes, and take ordinary addresses', () => {
    const ok = (value: string) => email().safeParse(value).success;
    for (const good of ['ana@example.com', 'ana.lopez+ubr@mail.example.org', ' o_brien@x.co ']) expect(ok(good)).toBe(true);
    for (const bad of ['me@gmail', 'a..b@x.com', 'a.@x.com', 'a!b@x.com', '@x.com', 'ana@']) expect(ok(bad)).toBe(false);
  });
});
