import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AppendResult, ExpectedRevision } from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import { type Lease, LeaseLostError } from '../../application/ports/leases';
import type { KnownRevisions } from './sqlite-known-revisions';
import type { Row } from './sqlite-rows';

interface PendingAppend {
  streamId: string;
  /** [type, data JSON, metadata JSON] per event */
  encoded: (readonly [string, string, string])[];
  expected: ExpectedRevision;
  /** the lease the append is made under (a reactor's effect): refused once another holds it */
  fence?: Lease;
  resolve(result: AppendResult): void;
  reject(err: unknown): void;
}

interface Appended {
  result: AppendResult;
  rows: Row[];
}

/** What the store does with committed rows: keep them, then wake its subscriptions once per commit. */
export interface CommitListener {
  remember(rows: Row[]): void;
  wake(): void;
}

/**
 * The group commit behind SqliteEventStore.append: the appends of one turn of the event
 * loop share one transaction, each with its own expected-revision check and its own answer.
 */
export class GroupCommit {
  private readonly stmts: {
    streamRevision: Database.Statement<[string], { r: number | null; p: number | null }>;
    insert: Database.Statement<[string, number, string, string, string, string]>;
    leaseToken: Database.Statement<[string], { token: number }>;
  };
  private readonly appendOne: (p: PendingAppend, written?: Map<string, number>) => Appended;
  private readonly appendGroup: (batch: PendingAppend[]) => (Appended | WrongExpectedRevisionError | LeaseLostError)[];
  private pending: PendingAppend[] = [];
  private closed = false;

  constructor(
    db: Database.Database,
    private readonly revisions: KnownRevisions,
    private readonly listener: CommitListener,
  ) {
    this.stmts = {
      streamRevision: db.prepare(
        // max() over the (stream_id, revision) index; position of that same row for empty appends
        'SELECT revision AS r, position AS p FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      insert: db.prepare(
        'INSERT INTO events (stream_id, revision, type, data, metadata, id) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      leaseToken: db.prepare('SELECT token FROM leases WHERE name = ?'),
    };
    /**
     * `batch`: revisions this transaction has written so far. A stream's revision known
     * here (the known revisions, cleared under the lock when another process wrote, or this
     * batch's) needs no SELECT; the UNIQUE (stream_id, revision) would refuse a wrong one.
     */
    const one = (p: PendingAppend, batch?: Map<string, number>): Appended => {
      // read under the append's write lock: no new holder can take the lease between the check and the commit
      if (p.fence && this.stmts.leaseToken.get(p.fence.name)?.token !== p.fence.token) {
        throw new LeaseLostError(p.fence.name, p.fence.token);
      }
      const known = p.encoded.length > 0 ? batch?.get(p.streamId) ?? this.revisions.get(p.streamId) : undefined;
      const current = known === undefined ? this.stmts.streamRevision.get(p.streamId) : undefined;
      const actual = known ?? current?.r ?? -1;
      const { expected } = p;
      if (expected === 'no_stream' ? actual !== -1 : expected !== 'any' && expected !== actual) {
        throw new WrongExpectedRevisionError(p.streamId, expected, actual);
      }
      if (p.encoded.length === 0) return { result: { revision: actual, position: current?.p ?? 0 }, rows: [] };
      let revision = actual;
      const rows: Row[] = [];
      for (const [type, data, metadata] of p.encoded) {
        revision++;
        const id = randomUUID();
        const info = this.stmts.insert.run(p.streamId, revision, type, data, metadata, id);
        rows.push([Number(info.lastInsertRowid), p.streamId, revision, type, data, metadata, id]);
      }
      batch?.set(p.streamId, revision);
      return { result: { revision, position: rows[rows.length - 1][0] }, rows };
    };
    // IMMEDIATE takes the write lock before the revision is read: no other process can
    // slip an append in between, and a busy writer is waited for (busy_timeout).
    // data_version is read under the write lock, before these rows become known: no other
    // process can commit between that read and this commit
    this.appendOne = db.transaction((p: PendingAppend, written?: Map<string, number>) => {
      this.revisions.checkUnderLock();
      return one(p, written);
    }).immediate;
    // a refused append leaves nothing behind (it is refused before its inserts), so the others go on
    this.appendGroup = db.transaction((batch: PendingAppend[]) => {
      this.revisions.checkUnderLock();
      const written = new Map<string, number>();
      return batch.map((p) => {
        try {
          return one(p, written);
        } catch (err) {
          if (err instanceof WrongExpectedRevisionError || err instanceof LeaseLostError) return err;
          throw err;
        }
      });
    }).immediate;
  }

  /** Queues the append for the commit at the end of this turn; answers once it is committed or refused. */
  add(streamId: string, encoded: PendingAppend['encoded'], expected: ExpectedRevision, fence?: Lease): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ streamId, encoded, expected, fence, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commit());
    });
  }

  /** Appends accepted before close are committed, not lost; nothing is committed after. */
  close(): void {
    this.commit();
    this.closed = true;
  }

  private commit(): void {
    const batch = this.pending;
    if (batch.length === 0 || this.closed) return;
    this.pending = [];
    let outcomes: (Appended | Error)[] | null = null;
    if (batch.length > 1) {
      try {
        outcomes = this.appendGroup(batch);
      } catch {
        outcomes = null; // tried again one by one below, so that each gets its own answer
      }
    }
    const written = new Map<string, number>();
    outcomes ??= batch.map((p) => {
      try {
        return this.appendOne(p, written);
      } catch (err) {
        return this.asConflict(err, p);
      }
    });
    let appended = false;
    batch.forEach((p, i) => {
      const outcome = (outcomes as (Appended | Error)[])[i];
      if (outcome instanceof Error) return p.reject(outcome);
      if (outcome.rows.length > 0) {
        appended = true;
        this.listener.remember(outcome.rows);
      }
      p.resolve(outcome.result);
    });
    if (appended) this.listener.wake();
  }

  /**
   * The transaction serialises writers, so a UNIQUE violation is only reachable
   * through an outside writer that ignores the protocol: the conflict it is.
   */
  private asConflict(err: unknown, p: PendingAppend): Error {
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const actual = this.stmts.streamRevision.get(p.streamId)?.r ?? -1;
      return new WrongExpectedRevisionError(p.streamId, p.expected, actual);
    }
    // the original as the cause: its code (SQLITE_FULL, SQLITE_READONLY) tells the API what to answer
    return err instanceof Error ? err : new Error(String(err), { cause: err });
  }
}
