import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIsMobile } from '../../lib/useMediaQuery';
import { CardList, ListCard, ListCell, LoadFailed, MessageBox } from '../panelParts';
import { SkeletonRows } from '../Skeleton';
import { DataTable } from '../Table';

const QueueCard = styled(ListCard)`
  .head { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; justify-content: space-between; }
  dl { grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0.6rem 0 0.9rem; font-size: 0.88rem; }
  dd { overflow-wrap: anywhere; }
`;

/** How a submission reads on a phone: a heading with a badge beside it, then its terms. */
export interface QueueCardContent {
  title: string;
  badge: ReactNode;
  facts: readonly (readonly [term: string, value: ReactNode])[];
}

export interface ReviewQueueProps<T> {
  /** the section's heading; `id` names it for the section */
  id: string;
  title: string;
  /** what the list holds, in the plural ('claim requests'): the loading label and a failed load say it */
  what: string;
  loading: boolean;
  error?: { message?: string } | null;
  onRetry: () => void;
  /** shown under the heading once the list has loaded (counters, a summary) */
  intro?: ReactNode;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** the message in place of an empty list */
  empty: string;
  /** the phone list's accessible name */
  listLabel: string;
  /** the table's columns but the last, 'Actions' */
  columns: readonly string[];
  /** a table row's cells but the last: one ListCell per column */
  cells: (row: T) => ReactNode;
  card: (row: T) => QueueCardContent;
  actions: (row: T) => ReactNode;
  /** the dialogs the actions open */
  children?: ReactNode;
}

/**
 * An admin review queue: a skeleton while loading, a failed load with Try Again, then the
 * heading and the submissions, as a table or (on a phone) as cards, each with its actions.
 */
export function ReviewQueue<T>(props: ReviewQueueProps<T>) {
  const { id, title, what, loading, error, onRetry, intro, rows, rowKey, empty, listLabel, columns, cells, card, actions } = props;
  const isMobile = useIsMobile();
  if (loading) return <SkeletonRows count={3} label={`Loading ${what}`} />;
  if (error) return <LoadFailed what={what} message={error.message} onRetry={onRetry} />;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ fontSize: '1.6rem', textTransform: 'uppercase' }}>
        {title}
      </h2>
      {intro}
      {rows.length === 0 ? (
        <MessageBox>{empty}</MessageBox>
      ) : isMobile ? (
        <CardList aria-label={listLabel}>
          {rows.map((row) => {
            const c = card(row);
            return (
              <QueueCard key={rowKey(row)}>
                <div className="head">
                  <h3>{c.title}</h3>
                  {c.badge}
                </div>
                <dl>
                  {c.facts.map(([term, value]) => (
                    <Fragment key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </Fragment>
                  ))}
                </dl>
                {actions(row)}
              </QueueCard>
            );
          })}
        </CardList>
      ) : (
        <DataTable columns={[...columns, 'Actions']}>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row)}
              <ListCell>{actions(row)}</ListCell>
            </tr>
          ))}
        </DataTable>
      )}
      {props.children}
    </section>
  );
}
