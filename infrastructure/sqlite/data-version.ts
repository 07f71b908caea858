import type { Database } from 'better-sqlite3';

/**
 * A check that answers true when another connection has committed to the file
 * since the last call (PRAGMA data_version changes only for other connections'
 * commits): what this process keeps in memory about the file holds until then.
 */
export function otherWritesCheck(db: Database): () => boolean {
  const version = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seen = -1;
  return () => {
    const now = version.get() as number;
    if (now === seen) return false;
    seen = now;
    return true;
  };
}
