import styled from 'styled-components';
import { Badge } from '../../../components/layout';
import { DataTable } from '../../../components/Table';
import { formatDateTime } from '../../../lib/date';
import type { AuditEntry } from './adminApi';
import { actionLabel, actionTone } from './auditActions';

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
    overflow-wrap: anywhere;
  }
  .top { display: flex; justify-content: space-between; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin-bottom: 0.35rem; }
  time { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8rem; }
  p { margin: 0.2rem 0 0; }
`;

/** The log's rows: a table on a desktop, a list of cards on a phone. */
export function AuditEntries({ entries, asList }: { entries: readonly AuditEntry[]; asList: boolean }) {
  if (asList) {
    return (
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
    );
  }
  return (
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
  );
}
