import { LEAGUE_UTC_OFFSET_MINUTES } from '../../domain/league-event/limits';
import type { Filter, ReadStore } from '../ports/read-store';
import { AUDIT_LOG, type AuditActor, type AuditEntry } from './read-model';

/** One page of the audit log, newest first, narrowed by any of the filters. */
export interface AuditLogQuery {
  /** entries a page holds */
  limit: number;
  /** from 1 */
  page: number;
  /** an action name (role_changed, ...) */
  action?: string;
  /** the actor's user id, or 'cli' */
  actorId?: string;
  /** first league day shown, `YYYY-MM-DD` */
  from?: string;
  /** last league day shown, `YYYY-MM-DD`, included */
  to?: string;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  /** the entries all the query's pages hold */
  total: number;
}

const DAY_MS = 86_400_000;

/**
 * The instant a league day begins: the inverse of `leagueDay` (domain/sponsorship/period.ts),
 * so a day here is the day the rest of the site calls it.
 */
export function leagueDayStart(day: string): Date {
  const at = Date.parse(`${day}T00:00:00.000Z`) - LEAGUE_UTC_OFFSET_MINUTES * 60_000;
  if (Number.isNaN(at)) throw new Error(`not a calendar day: ${day}`);
  return new Date(at);
}

/** An instant as the log's `at` is written (toISOString); null past year 9999, where that text no longer sorts as time does. */
function asLogTime(at: Date): string | null {
  const iso = at.toISOString();
  return iso.length === 24 ? iso : null;
}

/**
 * The read-store filter of a query: equality on the action and the actor (the memory
 * store indexes those, MongoDB can), and a half-open range on `at` ([from's start,
 * the start of the day after to)), compared as ISO text, which sorts as time does.
 */
export function auditLogFilter(q: Omit<AuditLogQuery, 'limit' | 'page'>): Filter {
  const filter: Filter = {};
  if (q.action) filter.action = q.action;
  if (q.actorId) filter.actorId = q.actorId;
  const range: Record<string, string> = {};
  if (q.from) range.$gte = asLogTime(leagueDayStart(q.from)) ?? '\uffff';
  if (q.to) {
    // past year 9999 there is no end to keep to
    const end = asLogTime(new Date(leagueDayStart(q.to).getTime() + DAY_MS));
    if (end) range.$lt = end;
  }
  if (Object.keys(range).length > 0) filter.at = range;
  return filter;
}

/**
 * The audit log's reads: a page (the store filters, sorts, skips and counts) and the
 * actors that appear in it, for the panel's filter. Entries are newest first by their
 * log position, which is the order the events happened in.
 */
export class AuditLogReads {
  private actorList: Promise<AuditActor[]> | null = null;
  private watching = false;

  constructor(private readonly store: ReadStore) {}

  async page(q: AuditLogQuery): Promise<AuditLogPage> {
    const log = this.store.collection<AuditEntry>(AUDIT_LOG);
    const filter = auditLogFilter(q);
    const [entries, total] = await Promise.all([
      log.find(filter, { sort: { _position: -1 }, skip: (q.page - 1) * q.limit, limit: q.limit }),
      log.count(filter),
    ]);
    return { entries, total };
  }

  /**
   * Every actor of the log by name, with their count of entries (visitors, who have no
   * id, left out). Read by one pass over the log and kept until the store says the log
   * changed: the panel asks each time it opens, the log changes far less often.
   */
  actors(): Promise<AuditActor[]> {
    if (!this.watching) {
      this.watching = true;
      this.store.onChange((name) => {
        if (name === AUDIT_LOG || name === '*') this.actorList = null;
      });
    }
    if (!this.actorList) {
      const reading = this.readActors();
      this.actorList = reading;
      reading.catch(() => {
        if (this.actorList === reading) this.actorList = null;
      });
    }
    return this.actorList;
  }

  private async readActors(): Promise<AuditActor[]> {
    const byId = new Map<string, { name: string; position: number; entries: number }>();
    for (const e of await this.store.collection<AuditEntry>(AUDIT_LOG).find({})) {
      if (!e.actorId) continue;
      const seen = byId.get(e.actorId);
      if (!seen) {
        byId.set(e.actorId, { name: e.actorName, position: e._position, entries: 1 });
        continue;
      }
      seen.entries += 1;
      // a renamed user goes by their newest name
      if (seen.position < e._position) {
        seen.name = e.actorName;
        seen.position = e._position;
      }
    }
    return [...byId]
      .map(([id, { name, entries }]) => ({ id, name, entries }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }
}
