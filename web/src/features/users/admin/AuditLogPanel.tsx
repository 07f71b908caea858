import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadFailed, MessageBox } from '../../../components/panelParts';
import { SkeletonRows } from '../../../components/Skeleton';
import { withSeparators } from '../../../lib/counts';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { AUDIT_PAGE, useGetAuditInfiniteQuery, type AuditEntry } from './adminApi';
import { AuditEntries } from './AuditEntries';
import { AuditFilterBar } from './AuditFilterBar';
import { useAuditFilters } from './useAuditFilters';

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.88rem;
  margin: 0 0 0.9rem;
  &:focus { outline: none; }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  margin-top: 0.9rem;
  .failed { color: ${({ theme }) => theme.colors.redText}; margin: 0; }
`;

const NO_ENTRIES: AuditEntry[] = [];

/** Newest first across the loaded pages, the server's order kept for equal times. */
function newestFirst(a: AuditEntry, b: AuditEntry) {
  return new Date(b.at).getTime() - new Date(a.at).getTime();
}

/**
 * The loaded pages' entries, each once: an entry logged between two page loads pushes the
 * older ones down, so the next page can begin with the last one already shown.
 */
function onceEach(pages: readonly { entries: AuditEntry[] }[]): AuditEntry[] {
  const seen = new Set<string>();
  const out: AuditEntry[] = [];
  for (const page of pages) {
    for (const e of page.entries) {
      if (seen.has(e.id)) continue;
      seen.add(e.id);
      out.push(e);
    }
  }
  return out.sort(newestFirst);
}

export function AuditLogPanel() {
  const { filters, active, set, clear } = useAuditFilters();
  const log = useGetAuditInfiniteQuery(filters);
  const isMobile = useIsMobile();
  // this filter's pages only: another filter's rows never stand in while these load
  const pages = log.currentData?.pages;
  const entries = useMemo(() => (pages ? onceEach(pages) : NO_ENTRIES), [pages]);
  const total = pages?.[pages.length - 1]?.total ?? 0;
  const hasMore = log.hasNextPage;
  const left = Math.max(0, total - entries.length);

  // the last page takes the button away: focus that was on it goes to the count, not the page's top
  const count = useRef<HTMLParagraphElement>(null);
  const moreFocused = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!hasMore && moreFocused.current && lost) count.current?.focus();
    if (!hasMore) moreFocused.current = false;
  }, [hasMore]);

  const failed = log.isError && !log.isFetchNextPageError;
  return (
    <section aria-labelledby="audit-title" style={{ marginTop: '2.5rem' }}>
      <h2 id="audit-title" style={{ fontSize: '1.6rem', textTransform: 'uppercase' }}>
        Audit Log
      </h2>
      <p style={{ color: 'inherit', opacity: 0.7, fontSize: '0.9rem' }}>Reviews, role changes, deletions and every other admin action, newest first.</p>
      <AuditFilterBar filters={filters} active={active} onChange={set} onClear={clear} />
      {failed ? (
        <LoadFailed what="the audit log" message={log.error?.message} onRetry={() => void log.refetch()} />
      ) : !pages ? (
        <SkeletonRows count={3} />
      ) : (
        <>
          <Count aria-live="polite" tabIndex={-1} ref={count}>
            Showing {withSeparators(entries.length)} of {withSeparators(total)} {total === 1 ? 'entry' : 'entries'}
          </Count>
          {entries.length === 0 ? (
            <MessageBox>{active ? 'No entries match these filters. Clear filters to see the whole log.' : 'No audit entries yet'}</MessageBox>
          ) : (
            <AuditEntries entries={entries} asList={isMobile} />
          )}
          {hasMore && (
            <More>
              {log.isFetchNextPageError && <p className="failed">Couldn&apos;t load more entries.</p>}
              <Button
                variant="secondary"
                loading={log.isFetchingNextPage}
                onClick={() => {
                  if (!log.isFetching) void log.fetchNextPage();
                }}
                onFocus={() => (moreFocused.current = true)}
                onBlur={() => (moreFocused.current = false)}
              >
                {log.isFetchNextPageError ? 'Try again' : `Load ${Math.min(AUDIT_PAGE, left || AUDIT_PAGE)} more`}
              </Button>
            </More>
          )}
        </>
      )}
    </section>
  );
}
