import { HttpError } from './errors';
import { contentHash, IDEMPOTENCY_KEY_MESSAGE, idempotencyKeyOf, idempotentId, nameBasedUuid } from './idempotency';

const submission = { scope: 'comment', userId: 'u-1', key: 'key-00000001', body: { content: 'Bars', parentCommentId: null }, within: 'v-1' };

describe('idempotentId', () => {
  it('is a version 5 UUID, the same for the same submission every time', () => {
    const id = idempotentId(submission);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotentId({ ...submission, body: { parentCommentId: null, content: 'Bars' } })).toBe(id);
  });

  it('differs with the scope, the user, the key, the content and the record it is made under', () => {
    const id = idempotentId(submission);
    const others = [
      { ...submission, scope: 'sponsorship-application' },
      { ...submission, userId: 'u-2' },
      { ...submission, key: 'key-00000002' },
      { ...submission, body: { content: 'Bars!', parentCommentId: null } },
      { ...submission, body: { content: 'Bars', parentCommentId: 'c-1' } },
      { ...submission, within: 'v-2' },
      { ...submission, within: undefined },
    ].map(idempotentId);
    expect(new Set([id, ...others]).size).toBe(others.length + 1);
  });

  it('hashes a body by value: key order does not count, nested values do', () => {
    expect(contentHash({ a: 1, b: [{ x: 1, y: 2 }] })).toBe(contentHash({ b: [{ y: 2, x: 1 }], a: 1 }));
    expect(contentHash({ a: 1, b: [{ x: 1, y: 2 }] })).not.toBe(contentHash({ a: 1, b: [{ x: 1, y: 3 }] }));
    expect(contentHash({ a: ['x', 'y'] })).not.toBe(contentHash({ a: ['y', 'x'] }));
  });

  it('follows RFC 9562 version 5: SHA-1 of namespace and name, version and variant bits set', () => {
    // the RFC's own example: "www.example.com" in the DNS namespace
    expect(nameBasedUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
});

describe('idempotencyKeyOf', () => {
  it('is null without the header, the key when it is 8 to 100 letters, digits, - or _', () => {
    expect(idempotencyKeyOf({})).toBeNull();
    for (const key of ['abcdefgh', 'A-b_9'.padEnd(100, 'z'), crypto.randomUUID()]) expect(idempotencyKeyOf({ 'idempotency-key': key })).toBe(key);
  });

  it('refuses anything else with a 400 that says what a key is', () => {
    for (const key of ['', 'seven77', 'x'.repeat(101), 'with space', 'slash/0000', 'a1b2c3d4, a1b2c3d4', 'ümlaut00']) {
      let thrown: unknown;
      try {
        idempotencyKeyOf({ 'idempotency-key': key });
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ status: 400, message: IDEMPOTENCY_KEY_MESSAGE });
    }
  });
});
