import type { ReactNode } from 'react';
import styled from 'styled-components';

const TableWrap = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th, td {
    padding: 0.75rem 0.9rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.74rem;
    font-weight: 800;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface2};
    white-space: nowrap;
  }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr:hover td { background: rgba(255, 255, 255, 0.02); }
`;

/** A table that scrolls sideways on its own; `children` are the body rows. */
export function DataTable({ columns, children, label }: { columns: readonly string[]; children: ReactNode; label?: string }) {
  // a named table that may scroll sideways is a region the keyboard can reach and scroll
  const scrollable = label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <TableWrap {...scrollable}>
      <Table aria-label={label}>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableWrap>
  );
}
