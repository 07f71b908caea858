import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { auditFiltersOf, hasAuditFilters, withAuditFilters, type AuditFilterKey, type AuditFilters } from './auditFilters';

/**
 * The audit log's filters, kept in the page's address. Each change is a step Back undoes,
 * as a tab or sort change is on the other lists; choosing what is already set adds none.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // one object per address, so the query's argument is the same object until a filter changes
  const filters = useMemo(() => auditFiltersOf(new URLSearchParams(address)), [address]);

  // The router applies a write in a transition, and hands the updater the address of the
  // last render: a second change made before the first is shown (a date typed right after a
  // choice) would be built on the old address and undo the first. So each write builds on
  // the writes not yet shown; an address that is none of them came from outside (Back).
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(address);
    pending.current = at < 0 ? [] : pending.current.slice(at + 1);
  }, [address]);

  const write = (change: (now: AuditFilters) => AuditFilters) => {
    const base = new URLSearchParams(pending.current.at(-1) ?? address);
    const next = withAuditFilters(base, change(auditFiltersOf(base))).toString();
    if (next === base.toString()) return;
    pending.current.push(next);
    setParams(new URLSearchParams(next));
  };

  return {
    filters,
    active: hasAuditFilters(filters),
    set: (name: AuditFilterKey, value: string) => write((now) => ({ ...now, [name]: value || undefined })),
    clear: () => write(() => ({})),
  };
}
