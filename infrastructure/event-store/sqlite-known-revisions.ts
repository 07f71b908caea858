import type Database from 'better-sqlite3';
import { oncePerTurn, otherWritesCheck } from '../sqlite/data-version';

/** streams whose last revision the store remembers at most */
const KNOWN_STREAMS = 100_000;

/**
 * The last revision of streams this process has read to the end or written, valid
 * while no other process writes the file (PRAGMA data_version tells): a read past
 * it answers [] without a query, as a load of a cached state mostly is.
 */
export class KnownRevisions {
  private readonly revisions = new Map<string, number>();
  private readonly othersWrote: () => boolean;
  private readonly othersWroteThisTurn: () => boolean;

  constructor(db: Database.Database) {
    this.othersWrote = otherWritesCheck(db);
    this.othersWroteThisTurn = oncePerTurn(this.othersWrote);
  }

  /**
   * The known revisions for a read: another process's commits are looked for once per
   * turn of the event loop, not per read (a vote reads two streams, both mostly known to
   * their end, and the PRAGMA was most of such a read's cost). A read is as of some moment of this turn, as any answer
   * is as of when it was read; an append still looks under its write lock, where the
   * expected-revision check is made, so a stale read ends in a retry, never a lost write.
   */
  thisTurn(): ReadonlyMap<string, number> {
    if (this.othersWroteThisTurn()) this.revisions.clear();
    return this.revisions;
  }

  /** Asked under an append's write lock, before its rows become known: no other process can commit in between. */
  checkUnderLock(): void {
    if (this.othersWrote()) this.revisions.clear();
  }

  /** As known since the last check (an append's transaction has just made one). */
  get(streamId: string): number | undefined {
    return this.revisions.get(streamId);
  }

  set(streamId: string, revision: number): void {
    if (this.revisions.size >= KNOWN_STREAMS) this.revisions.clear();
    this.revisions.set(streamId, revision);
  }
}
