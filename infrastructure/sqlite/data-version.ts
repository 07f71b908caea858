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

/**
 * The same check asked at most once per turn of the event loop (later calls in the
 * turn answer false): for reads, which are then as of some moment of this turn, as
 * any answer is as of when it was read. Writes ask the exact check under their lock.
 */
export function oncePerTurn(check: () => boolean): () => boolean {
  let asked = false;
  const again = () => { asked = false; };
  return () => {
    if (asked) return false;
    asked = true;
    setImmediate(again);
    return check();
  };
}
