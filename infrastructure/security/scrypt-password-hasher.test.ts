import { OWASP_SCRYPT, ScryptPasswordHasher } from './scrypt-password-hasher';

const LOW = 2 ** 14;

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher({ cost: LOW });

  it('hashes to scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const a = await hasher.hash('correct horse battery staple');
    const b = await hasher.hash('correct horse battery staple');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    const [, , , , salt, hash] = a.split('$');
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(64);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('s3cret!');
    expect(await hasher.verify(stored, 's3cret!')).toBe(true);
    expect(await hasher.verify(stored, 's3cret')).toBe(false);
    expect(await hasher.verify(stored, 'S3cret!')).toBe(false);
    expect(await hasher.verify(stored, '')).toBe(false);
  });

  it('handles unicode passwords, equal under NFC normalisation', async () => {
    const stored = await hasher.hash('caf\u00e9 🎤');
    expect(await hasher.verify(stored, 'cafe\u0301 🎤')).toBe(true);
    expect(await hasher.verify(stored, 'cafe 🎤')).toBe(false);
  });

  it('refuses a tampered hash or salt', async () => {
    const stored = await hasher.hash('pw');
    const parts = stored.split('$');
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64');
      buf[0] ^= 1;
      return buf.toString('base64').replace(/=+$/, '');
    };
    expect(await hasher.verify([...parts.slice(0, 5), flip(parts[5])].join('$'), 'pw')).toBe(false);
    expect(await hasher.verify([...parts.slice(0, 4), flip(parts[4]), parts[5]].join('$'), 'pw')).toBe(false);
    // other parameters give another key
    expect(await hasher.verify(['scrypt', String(LOW * 2), ...parts.slice(2)].join('$'), 'pw')).toBe(false);
    expect(await hasher.verify(['scrypt', parts[1], '4', ...parts.slice(3)].join('$'), 'pw')).toBe(false);
  });

  it('answers false for malformed or hostile stored strings, without throwing', async () => {
    const stored = await hasher.hash('pw');
    const parts = stored.split('$');
    for (const bad of [
      '',
      'plain',
      'bcrypt$2b$10$abc',
      ['argon2', ...parts.slice(1)].join('$'),
      parts.slice(0, 5).join('$'),
      [...parts, 'extra'].join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'), // not a power of two
      ['scrypt', String(2 ** 24), ...parts.slice(2)].join('$'), // too costly to accept
      ['scrypt', parts[1], '0', ...parts.slice(3)].join('$'),
      ['scrypt', parts[1], parts[2], '999', ...parts.slice(4)].join('$'),
      ['scrypt', '-16384', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), 'not*base64'].join('$'),
      [...parts.slice(0, 5), 'AAAA'].join('$'), // key too short
    ]) {
      await expect(hasher.verify(bad, 'pw')).resolves.toBe(false);
    }
  });

  it('reads the parameters from the stored string: a hasher with other settings still verifies', async () => {
    const old = await new ScryptPasswordHasher({ cost: 2 ** 12, blockSize: 4, keyLength: 32 }).hash('pw');
    expect(old.startsWith('scrypt$4096$4$1$')).toBe(true);
    expect(await hasher.verify(old, 'pw')).toBe(true);
    expect(await hasher.verify(old, 'wrong')).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('defaults to the OWASP parameters', async () => {
    expect(new ScryptPasswordHasher().params).toEqual({ cost: 2 ** 17, blockSize: 8, parallelization: 1, saltLength: 16, keyLength: 64 });
    expect(OWASP_SCRYPT.cost).toBe(131072);
  });

  it('hashes at the OWASP cost (128 MiB) without hitting maxmem', async () => {
    const strong = new ScryptPasswordHasher();
    const stored = await strong.hash('pw');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await hasher.verify(stored, 'pw')).toBe(true);
  }, 20_000);

  it('refuses bad constructor parameters', () => {
    expect(() => new ScryptPasswordHasher({ cost: 1000 })).toThrow(/power of two/);
    expect(() => new ScryptPasswordHasher({ blockSize: 0 })).toThrow(/blockSize/);
    expect(() => new ScryptPasswordHasher({ saltLength: 8 })).toThrow(/saltLength/);
  });

  it('runs off the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([hasher.hash('a'), hasher.hash('b')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
