import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * A data directory on a disk of its own, small enough to fill: a tmpfs of `mb`
 * megabytes where the machine lets us mount one (root, no container rule against
 * it), else a plain directory and `real` false, for the caller to stand in.
 * Each of `own` (subdirectory: megabytes) is a tmpfs of its own too: a directory whose files
 * are only open while written (uploads, temporary uploads) can then be remounted
 * read-only under a running server, which Linux refuses for one holding SQLite files.
 * DISK_STAND_IN=1 asks for the stand-in even where mounting works (to check it).
 */
export function smallDisk(mb: number, own: Record<string, number> = {}): { dir: string; real: boolean; mounts: string[]; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-small-disk-'));
  const mounts: string[] = [];
  const mount = (at: string, size: number) => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}m`, 'tmpfs', at], { stdio: 'ignore' });
    mounts.push(at);
  };
  if (process.env.DISK_STAND_IN !== '1') {
    try {
      mount(dir, mb);
      for (const [sub, size] of Object.entries(own)) {
        mkdirSync(path.join(dir, sub));
        mount(path.join(dir, sub), size);
      }
    } catch {
      unmount(mounts);
    }
  }
  return {
    dir, real: mounts.length > 0, mounts,
    remove() {
      unmount(mounts);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Innermost first; lazily, so a file still open does not keep a mount behind. */
function unmount(mounts: string[]) {
  for (const at of mounts.splice(0).reverse()) {
    try {
      execFileSync('umount', ['-l', at], { stdio: 'ignore' });
    } catch { /* left mounted: the caller's rmSync then only empties it */ }
  }
}

/** `mount -o remount,<mode>` of each; false when Linux refuses one (EBUSY: a file open for writing). */
export function remount(mounts: string[], mode: 'ro' | 'rw'): boolean {
  try {
    for (const at of mounts) execFileSync('mount', ['-o', `remount,${mode}`, at], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const isFull = (err: unknown) => (err as { code?: string }).code === 'ENOSPC';

/** Fills each disk to its last page with filler files; returns a function that frees them. */
export function fill(dirs: string[]): () => void {
  const files: string[] = [];
  let n = 0;
  for (const dir of dirs) {
    // big steps first, then pages: the last free 4 KB are taken too
    for (const size of [1 << 20, 1 << 12]) {
      for (;;) {
        const file = path.join(dir, `filler-${n++}`);
        try {
          writeFileSync(file, Buffer.alloc(size, 1));
          files.push(file);
        } catch (err) {
          if (!isFull(err)) throw err;
          rmSync(file, { force: true });
          break;
        }
      }
    }
  }
  return () => {
    for (const f of files.splice(0)) unlinkSync(f);
  };
}

/** An error as the system gives it (`code`, `errno`, `syscall`), for the stand-in. */
export function systemError(code: 'ENOSPC' | 'EROFS', syscall = 'write'): NodeJS.ErrnoException {
  const text = code === 'ENOSPC' ? 'no space left on device' : 'read-only file system';
  return Object.assign(new Error(`${code}: ${text}, ${syscall}`), { code, errno: code === 'ENOSPC' ? -28 : -30, syscall });
}

/** An error as better-sqlite3 gives it (a SqliteError with its code). */
export function sqliteError(code: 'SQLITE_FULL' | 'SQLITE_READONLY'): Error {
  const text = code === 'SQLITE_FULL' ? 'database or disk is full' : 'attempt to write a readonly database';
  return Object.assign(new Error(text), { name: 'SqliteError', code });
}

/** A blob put that fails as a full or read-only disk does: the body is let go, as the real adapters do. */
export const failingPut = (err: Error) => async (_key: string, body: Readable | Buffer): Promise<never> => {
  if (!Buffer.isBuffer(body)) {
    body.on('error', () => undefined);
    body.destroy();
  }
  throw err;
};
