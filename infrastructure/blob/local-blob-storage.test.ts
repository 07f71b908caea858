import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blobStorageContract, readAll } from './blob-storage.contract';
import { contentTypeFromKey, isValidBlobKey, LocalBlobStorage } from './local-blob-storage';

blobStorageContract('local disk', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  return { storage: new LocalBlobStorage(path.join(dir, 'uploads')), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

describe('LocalBlobStorage specifics', () => {
  let dir: string;
  let storage: LocalBlobStorage;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
    storage = new LocalBlobStorage(path.join(dir, 'uploads'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lays a blob out as the file plus a .meta.json sidecar, leaving no temporary file', async () => {
    await storage.put('images/a.png', Buffer.from('png'), 'image/png');
    const files = readdirSync(path.join(dir, 'uploads', 'images')).sort();
    expect(files).toEqual(['a.png', 'a.png.meta.json']);
    expect(JSON.parse(readFileSync(path.join(dir, 'uploads', 'images', 'a.png.meta.json'), 'utf8'))).toEqual({ contentType: 'image/png' });
  });

  it('falls back to the extension when the sidecar is missing', async () => {
    mkdirSync(path.join(dir, 'uploads', 'images'), { recursive: true });
    writeFileSync(path.join(dir, 'uploads', 'images', 'b.jpg'), 'jpg');
    expect(await storage.info('images/b.jpg')).toMatchObject({ contentType: 'image/jpeg', size: 3 });
    writeFileSync(path.join(dir, 'uploads', 'images', 'c.bin'), 'bin');
    expect((await storage.info('images/c.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('delete removes the sidecar too', async () => {
    await storage.put('images/a.png', Buffer.from('png'), 'image/png');
    await storage.delete('images/a.png');
    expect(existsSync(path.join(dir, 'uploads', 'images', 'a.png.meta.json'))).toBe(false);
  });

  it('refuses a content type that could inject a header', async () => {
    await expect(storage.put('images/a.png', Buffer.from('x'), 'image/png\r\nSet-Cookie: a=b')).rejects.toThrow(/content type/);
    await expect(storage.put('images/a.png', Buffer.from('x'), 'text/plain; charset=utf-8')).resolves.toMatchObject({ size: 1 });
  });

  it('a directory is not a blob', async () => {
    await storage.put('images/a.png', Buffer.from('png'), 'image/png');
    expect(await storage.info('images')).toBeNull();
  });

  it('validates keys', () => {
    expect(isValidBlobKey('images/3f2a9c1e-0000-4000-8000-000000000000.png')).toBe(true);
    expect(isValidBlobKey('videos/abc/720p.mp4')).toBe(true);
    expect(isValidBlobKey('a'.repeat(600))).toBe(false);
    expect(isValidBlobKey(42)).toBe(false);
    expect(contentTypeFromKey('x/y.SVG')).toBe('image/svg+xml');
  });

  it('reads a range of a larger file', async () => {
    const big = Buffer.alloc(1 << 20);
    for (let i = 0; i < big.length; i++) big[i] = i % 251;
    await storage.put('videos/v.mp4', big, 'video/mp4');
    const part = await readAll(await storage.read('videos/v.mp4', { start: 500_000, end: 600_000 }));
    expect(part).toEqual(big.subarray(500_000, 600_001));
  });

  it('rejects an invalid range', async () => {
    await storage.put('images/a.png', Buffer.from('png'), 'image/png');
    await expect(storage.read('images/a.png', { start: 2, end: 1 })).rejects.toThrow(RangeError);
    await expect(storage.read('images/a.png', { start: -1, end: 1 })).rejects.toThrow(RangeError);
  });
});
