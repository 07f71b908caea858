import type { AuditActionName } from '../../../../../api/features/admin-users/audit-actions';
import { isAuditKind } from './auditActions';

/** The audit log's filters, as GET /api/admin/audit takes them; unset ones are absent. */
export interface AuditFilters {
  kind?: AuditActionName;
  /** an actor's user id, or 'cli' */
  actor?: string;
  /** league days, `YYYY-MM-DD`, both included */
  from?: string;
  to?: string;
}

export type AuditFilterKey = keyof AuditFilters;

/**
 * Where each filter lives in the page's address (/admin?tab=users&auditKind=...): a reload,
 * Back and a shared link keep them. Prefixed, as the Users tab shares the address with the
 * admin page's own parameters.
 */
export const AUDIT_PARAMS: Readonly<Record<AuditFilterKey, string>> = {
  kind: 'auditKind',
  actor: 'auditActor',
  from: 'auditFrom',
  to: 'auditTo',
};

const KEYS = Object.keys(AUDIT_PARAMS) as AuditFilterKey[];

/** The server's id limit: a longer actor is none. */
const ACTOR_MAX = 100;

/** A real calendar day as a date input writes it. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.getUTCFullYear() === Number(m[1]) && day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3]);
}

/**
 * The filters an address asks for. A value the server would refuse (an unknown kind, a day
 * that is not one, a range that ends before it begins) falls back to no filter, so a stale
 * or hand-edited link still shows the log.
 */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const out: AuditFilters = {};
  const kind = params.get(AUDIT_PARAMS.kind) ?? '';
  if (isAuditKind(kind)) out.kind = kind;
  const actor = params.get(AUDIT_PARAMS.actor)?.trim() ?? '';
  if (actor && actor.length <= ACTOR_MAX) out.actor = actor;
  const from = params.get(AUDIT_PARAMS.from) ?? '';
  const to = params.get(AUDIT_PARAMS.to) ?? '';
  if (isCalendarDay(from)) out.from = from;
  if (isCalendarDay(to) && !(out.from && to < out.from)) out.to = to;
  return out;
}

/** `params` with these filters; unset ones are left out of the address. */
export function withAuditFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = filters[key];
    if (value) next.set(AUDIT_PARAMS[key], value);
    else next.delete(AUDIT_PARAMS[key]);
  }
  return next;
}

export const hasAuditFilters = (filters: AuditFilters) => KEYS.some((key) => !!filters[key]);

/** The API's query for a page of the filtered log. */
export function auditQuery(filters: AuditFilters, limit: number, page: number): string {
  const q = new URLSearchParams({ limit: String(limit), page: String(page) });
  for (const key of KEYS) {
    const value = filters[key];
    if (value) q.set(key, value);
  }
  return q.toString();
}
