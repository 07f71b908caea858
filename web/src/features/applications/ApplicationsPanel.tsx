import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { BreakableAddress } from '../../components/BreakableAddress';
import { Button } from '../../components/Button';
import { ListCell } from '../../components/panelParts';
import { CellLines, QueueActions, ReviewQueue } from '../../components/review-queue';
import { StatusPill } from '../../components/StatusPill';
import { formatDate, leagueDay } from '../../lib/date';
import { PendingClaimsLink } from '../claims';
import { useGetBattlerApplicationsQuery, useGetSponsorshipApplicationsQuery } from './applicationsAdminApi';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';
import { DuplicatesDialog, type DuplicatesOf } from './DuplicatesDialog';
import { KindBadge } from './KindBadge';
import { ReviewDialog } from './ReviewDialog';
import { contactLines, countApplications, eventsText, mergeApplications, rowDetails, rowName, rowStatus, type ApplicationRow } from './rows';

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, 1fr); }
  div {
    padding: 0.9rem 1rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8rem; font-weight: 700; }
  dd { margin: 0.2rem 0 0; font-size: 1.8rem; font-weight: 800; color: ${({ theme }) => theme.colors.gold}; font-variant-numeric: tabular-nums; }
`;

const COUNTERS = [
  ['Total Applications', 'total'],
  ['Pending Review', 'pending'],
  ['Sponsor Apps', 'sponsors'],
  ['Battler Apps', 'battlers'],
] as const;

/** The admin Applications tab: counters, the merged list of sponsor and battler applications, review and delete. */
export function ApplicationsPanel() {
  const sponsors = useGetSponsorshipApplicationsQuery();
  const battlers = useGetBattlerApplicationsQuery();
  const [viewing, setViewing] = useState<ApplicationRow | null>(null);
  const [removing, setRemoving] = useState<ApplicationRow | null>(null);
  const [duplicatesOf, setDuplicatesOf] = useState<DuplicatesOf | null>(null);
  const rows = useMemo(() => mergeApplications(sponsors.data ?? [], battlers.data ?? []), [sponsors.data, battlers.data]);
  // the league's day, as the server's showcase and the review dialog count it
  const today = leagueDay(new Date());
  const counts = countApplications(rows);
  // the dialog shows the list's current copy, so a review done elsewhere shows at once
  const current = (row: ApplicationRow | null) => (row ? (rows.find((r) => r.key === row.key) ?? row) : null);
  const contact = (row: ApplicationRow) => <CellLines lines={contactLines(row).map((l) => <BreakableAddress text={l} />)} />;

  return (
    <ReviewQueue
      id="applications"
      title="Applications"
      what="applications"
      loading={sponsors.isLoading || battlers.isLoading}
      error={sponsors.error ?? battlers.error}
      onRetry={() => void Promise.all([sponsors.refetch(), battlers.refetch()])}
      intro={
        <>
          <Counters>
            {COUNTERS.map(([label, key]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{counts[key]}</dd>
              </div>
            ))}
          </Counters>
          <PendingClaimsLink />
        </>
      }
      rows={rows}
      rowKey={(row) => row.key}
      empty="No applications yet"
      listLabel="Applications"
      columns={['Type', 'Name', 'Contact', 'Details', 'Selected Events', 'Status', 'Date']}
      cells={(row) => (
        <>
          <ListCell>
            <KindBadge kind={row.kind} />
          </ListCell>
          <ListCell className="name wrap">{rowName(row)}</ListCell>
          <ListCell className="wrap">{contact(row)}</ListCell>
          <ListCell className="wrap">{rowDetails(row)}</ListCell>
          <ListCell className="wrap">{eventsText(row)}</ListCell>
          <ListCell>
            <StatusPill status={rowStatus(row, today)} />
          </ListCell>
          <ListCell className="date">{formatDate(row.app.createdAt)}</ListCell>
        </>
      )}
      card={(row) => ({
        title: rowName(row),
        badge: <KindBadge kind={row.kind} />,
        facts: [
          ['Contact', contact(row)],
          ['Details', rowDetails(row)],
          ['Events', eventsText(row)],
          ['Status', <StatusPill status={rowStatus(row, today)} />],
          ['Date', formatDate(row.app.createdAt)],
        ],
      })}
      actions={(row) => (
        <QueueActions noun="application" who={rowName(row)} onView={() => setViewing(row)} onDelete={() => setRemoving(row)}>
          {row.kind === 'battler' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDuplicatesOf({ name: rowName(row), battlerId: row.app.battlerId })}
              aria-label={`Find duplicate battlers for ${rowName(row)}`}
            >
              Duplicates
            </Button>
          )}
        </QueueActions>
      )}
    >
      <ReviewDialog row={current(viewing)} onClose={() => setViewing(null)} />
      <DeleteApplicationDialog row={removing} onClose={() => setRemoving(null)} />
      <DuplicatesDialog of={duplicatesOf} onClose={() => setDuplicatesOf(null)} />
    </ReviewQueue>
  );
}
