import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalBlobStorage } from '../../infrastructure/blob/local-blob-storage';

/**
 * A blob whose directory is new, on a disk that cannot take one: Node's recursive
 * mkdir says ENOENT there; the storage must say ENOSPC or EROFS, which the API
 * answers as 507 or 503. Needs a tmpfs (root); skipped where mounting is refused.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-blob-disk-'));
let mounted = false;
try {
  // few inodes: a new directory is refused once they are taken
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,nr_inodes=8', 'tmpfs', dir], { stdio: 'ignore' });
  mounted = true;
} catch { /* not allowed here */ }
afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', dir]);
  rmSync(dir, { recursive: true, force: true });
});

(mounted ? describe : describe.skip)('LocalBlobStorage on a disk that cannot make a directory', () => {
  const blobs = new LocalBlobStorage(dir);

  it('rejects with ENOSPC when the disk is full, and stores once there is room', async () => {
    const fillers: string[] = [];
    for (let i = 0; ; i++) {
      const f = path.join(dir, `filler-${i}`);
      try {
        writeFileSync(f, 'x');
        fillers.push(f);
      } catch {
        break;
      }
    }
    await expect(blobs.put('images/new/deeper/a.png', Buffer.from('png'), 'image/png')).rejects.toMatchObject({ code: 'ENOSPC' });
    for (const f of fillers) rmSync(f);
    await expect(blobs.put('images/new/deeper/a.png', Buffer.from('png'), 'image/png')).resolves.toMatchObject({ size: 3 });
  });

  it('rejects with EROFS when the disk is read-only', async () => {
    execFileSync('mount', ['-o', 'remount,ro', dir]);
    try {
      await expect(blobs.put('videos/other/b.mp4', Buffer.from('mp4'), 'video/mp4')).rejects.toMatchObject({ code: 'EROFS' });
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', dir]);
    }
  });
});
