import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStorage } from '../../application/ports/services';

export const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/** Keys a client might try to escape the storage with: every method must refuse them. */
export const TRAVERSAL_KEYS = [
  '../x',
  '/etc/passwd',
  'a/../../b',
  '%2e%2e/x',
  'a\\b',
  'images/../../etc/passwd',
  'images/./x.png',
  'images//x.png',
  '..',
  '.',
  '',
  'images/.hidden',
  'images/x.png.meta.json',
  'Images/x.png',
  'images/x.png/',
  'images/\u0000x.png',
  'C:\\windows\\win.ini',
  'images/x y.png',
];

/** One behaviour for every BlobStorage adapter. `make` gives a fresh, empty storage. */
export function blobStorageContract(name: string, make: () => Promise<{ storage: BlobStorage; cleanup(): Promise<void> }>): void {
  describe(`BlobStorage contract: ${name}`, () => {
    let storage: BlobStorage;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, cleanup } = await make());
    });
    afterEach(async () => {
      await cleanup();
    });

    const bytes = Buffer.from('0123456789abcdefghij');

    it('puts a Buffer and reads it back, whole and by range', async () => {
      const key = `images/${randomUUID()}.png`;
      expect(await storage.put(key, bytes, 'image/png')).toEqual({ key, size: 20, contentType: 'image/png' });
      expect(await readAll(await storage.read(key))).toEqual(bytes);
      expect((await readAll(await storage.read(key, { start: 0, end: 0 }))).toString()).toBe('0');
      expect((await readAll(await storage.read(key, { start: 5, end: 9 }))).toString()).toBe('56789');
      expect((await readAll(await storage.read(key, { start: 15, end: 19 }))).toString()).toBe('fghij');
    });

    it('puts a stream of many chunks', async () => {
      const key = `videos/${randomUUID()}.mp4`;
      const chunk = Buffer.alloc(64 * 1024, 7);
      const total = 80; // 5 MB
      const expected = createHash('sha256');
      for (let i = 0; i < total; i++) expected.update(chunk);
      async function* chunks() {
        for (let i = 0; i < total; i++) yield chunk;
      }
      const stored = await storage.put(key, Readable.from(chunks()), 'video/mp4');
      expect(stored.size).toBe(total * chunk.length);
      const actual = createHash('sha256');
      for await (const c of await storage.read(key)) actual.update(c as Buffer);
      expect(actual.digest('hex')).toBe(expected.digest('hex'));
      // 5 MB through an HTTP stand-in: past Jest's 5 s when the two cores are shared (seen in a full run)
    }, 30_000);

    it('info gives size, content type, modification time and an etag; null when absent', async () => {
      const key = `images/${randomUUID()}.webp`;
      expect(await storage.info(key)).toBeNull();
      const before = Date.now();
      await storage.put(key, bytes, 'image/webp');
      const info = await storage.info(key);
      expect(info).toMatchObject({ size: 20, contentType: 'image/webp' });
      expect(info!.modifiedAt).toBeInstanceOf(Date);
      expect(Math.abs(info!.modifiedAt.getTime() - before)).toBeLessThan(60_000);
      expect(info!.etag).toMatch(/^(W\/)?"[^"]+"$/);
    });

    it('replacing a blob changes its content, size and etag', async () => {
      const key = `images/${randomUUID()}.png`;
      await storage.put(key, bytes, 'image/png');
      const first = await storage.info(key);
      await storage.put(key, Buffer.from('short'), 'image/gif');
      const second = await storage.info(key);
      expect(second).toMatchObject({ size: 5, contentType: 'image/gif' });
      expect(second!.etag).not.toBe(first!.etag);
      expect((await readAll(await storage.read(key))).toString()).toBe('short');
    });

    it('stores an empty blob', async () => {
      const key = `files/${randomUUID()}.txt`;
      await storage.put(key, Buffer.alloc(0), 'text/plain');
      expect(await storage.info(key)).toMatchObject({ size: 0 });
      expect(await readAll(await storage.read(key))).toEqual(Buffer.alloc(0));
    });

    it('delete removes it, and ignores a missing one', async () => {
      const key = `images/${randomUUID()}.png`;
      await storage.put(key, bytes, 'image/png');
      await storage.delete(key);
      expect(await storage.info(key)).toBeNull();
      await expect(storage.read(key)).rejects.toThrow();
      await storage.delete(key);
      await storage.delete(`images/${randomUUID()}.png`);
    });

    it('a failing stream stores nothing', async () => {
      const key = `images/${randomUUID()}.png`;
      async function* failing() {
        yield Buffer.from('partial');
        throw new Error('client went away');
      }
      await expect(storage.put(key, Readable.from(failing()), 'image/png')).rejects.toThrow('client went away');
      expect(await storage.info(key)).toBeNull();
    });

    it('composes blobs in order into a target, leaving the sources', async () => {
      const dir = `chunks/${randomUUID()}`;
      for (const [i, text] of ['ab', 'cde', '', 'f'].entries()) await storage.put(`${dir}/${i}`, Buffer.from(text), 'application/octet-stream');
      const target = `videos/${randomUUID()}.mp4`;
      await storage.put(target, Buffer.from('old'), 'video/mp4');
      const sources = [0, 1, 2, 3].map((i) => `${dir}/${i}`);
      expect(await storage.compose!(sources, target, 'video/mp4')).toEqual({ key: target, size: 6, contentType: 'video/mp4' });
      expect((await readAll(await storage.read(target))).toString()).toBe('abcdef');
      expect((await readAll(await storage.read(target, { start: 2, end: 4 }))).toString()).toBe('cde');
      expect(await storage.info(target)).toMatchObject({ size: 6, contentType: 'video/mp4' });
      expect(await storage.info(`${dir}/1`)).toMatchObject({ size: 3 });
    });

    it('compose with a missing source stores nothing', async () => {
      const dir = `chunks/${randomUUID()}`;
      await storage.put(`${dir}/0`, bytes, 'application/octet-stream');
      const target = `videos/${randomUUID()}.mp4`;
      await expect(storage.compose!([`${dir}/0`, `${dir}/1`], target, 'video/mp4')).rejects.toThrow();
      expect(await storage.info(target)).toBeNull();
      await expect(storage.compose!([], target, 'video/mp4')).rejects.toThrow();
    });

    it.each(TRAVERSAL_KEYS.map((k) => [k]))('refuses the key %j everywhere', async (key) => {
      await expect(storage.compose!([key], 'videos/x.mp4', 'video/mp4')).rejects.toThrow();
      await expect(storage.compose!(['videos/x.mp4'], key, 'video/mp4')).rejects.toThrow();
      await expect(storage.put(key, bytes, 'image/png')).rejects.toThrow();
      await expect(storage.info(key)).rejects.toThrow();
      await expect(storage.read(key)).rejects.toThrow();
      await expect(storage.delete(key)).rejects.toThrow();
    });
  });
}
