import styled from 'styled-components';
import { Badge } from '../../../components/layout';
import { SkeletonRows } from '../../../components/Skeleton';
import { DataTable } from '../../../components/Table';
import { formatDateTime } from '../../../lib/date';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { useGetAuditQuery, type AuditEntry } from './adminApi';
import { actionLabel, actionTone } from './auditActions';

const Empty = styled.p`
  padding: 1.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li {
    padding: 0.85rem 1rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface2};
    font-size: 0.9rem;
  }
  .top { display: flex; justify-content: space-between; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin-bottom: 0.35rem; }
  time { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8rem; }
  p { margin: 0.2rem 0 0; }
`;

function newestFirst(a: AuditEntry, b: AuditEntry) {
  return new Date(b.at).getTime() - new Date(a.at).getTime();
}

export function AuditLogPanel() {
  const { data = [], isLoading, isError, error } = useGetAuditQuery();
  const entries = [...data].sort(newestFirst);
  const isMobile = useIsMobile();
  return (
    <section aria-labelledby="audit-title" style={{ marginTop: '2.5rem' }}>
      <h2 id="audit-title" style={{ fontSize: '1.6rem', textTransform: 'uppercase' }}>
        Audit Log
      </h2>
      <p style={{ color: 'inherit', opacity: 0.7, fontSize: '0.9rem' }}>Reviews, role changes, deletions and every other admin action, newest first.</p>
      {isLoading ? (
        <SkeletonRows count={3} />
      ) : isError ? (
        <Empty role="alert">Could not load the audit log: {error?.message}</Empty>
      ) : entries.length === 0 ? (
        <Empty>No audit entries yet</Empty>
      ) : isMobile ? (
        <Entries>
          {entries.map((e) => (
            <li key={e.id}>
              <div className="top">
                <Badge $tone={actionTone(e.action)}>{actionLabel(e.action)}</Badge>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </div>
              <p>
                <strong>{e.actorName}</strong> → <strong>{e.targetName}</strong>
              </p>
              {e.details && <p>{e.details}</p>}
            </li>
          ))}
        </Entries>
      ) : (
        <DataTable columns={['Time', 'Action', 'Actor', 'Target', 'Details']}>
          {entries.map((e) => (
            <tr key={e.id}>
              <td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </td>
              <td>
                <Badge $tone={actionTone(e.action)}>{actionLabel(e.action)}</Badge>
              </td>
              <td>{e.actorName}</td>
              <td>{e.targetName}</td>
              <td style={{ minWidth: 200 }}>{e.details}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
