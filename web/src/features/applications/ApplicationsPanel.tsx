import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CardList, CellLine, ListCard, ListCell, LoadFailed, MessageBox, RowActions } from '../../components/panelParts';
import { SkeletonRows } from '../../components/Skeleton';
import { DataTable } from '../../components/Table';
import { formatDate, leagueDay } from '../../lib/date';
import { useIsMobile } from '../../lib/useMediaQuery';
import { PendingClaimsLink } from '../claims-admin';
import { useGetBattlerApplicationsQuery, useGetSponsorshipApplicationsQuery } from './applicationsAdminApi';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';
import { DuplicatesDialog, type DuplicatesOf } from './DuplicatesDialog';
import { KindBadge } from './KindBadge';
import { ReviewDialog } from './ReviewDialog';
import {
  contactLines, countApplications, eventsText, mergeApplications, rowDetails, rowName, rowStatus, type ApplicationRow,
} from './rows';
import { StatusPill } from '../../components/StatusPill';
import { BreakableAddress } from '../../components/BreakableAddress';

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


const AppCard = styled(ListCard)`
  .head { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; justify-content: space-between; }
  dl { grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0.6rem 0 0.9rem; font-size: 0.88rem; }
  dd { overflow-wrap: anywhere; }
`;

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((l, i) => (
        <CellLine key={i}>
          <BreakableAddress text={l} />
        </CellLine>
      ))}
    </>
  );
}

/** The admin Applications tab: counters, the merged list of sponsor and battler applications, review and delete. */
export function ApplicationsPanel() {
  const sponsors = useGetSponsorshipApplicationsQuery();
  const battlers = useGetBattlerApplicationsQuery();
  const isMobile = useIsMobile();
  const [viewing, setViewing] = useState<ApplicationRow | null>(null);
  const [removing, setRemoving] = useState<ApplicationRow | null>(null);
  const [duplicatesOf, setDuplicatesOf] = useState<DuplicatesOf | null>(null);
  const rows = useMemo(() => mergeApplications(sponsors.data ?? [], battlers.data ?? []), [sponsors.data, battlers.data]);
  // the league's day, as the server's showcase and the review dialog count it
  const today = leagueDay(new Date());

  if (sponsors.isLoading || battlers.isLoading) return <SkeletonRows count={3} label="Loading applications" />;
  const failed = sponsors.error ?? battlers.error;
  if (failed) return <LoadFailed what="applications" message={failed.message} onRetry={() => void Promise.all([sponsors.refetch(), battlers.refetch()])} />;

  const counts = countApplications(rows);
  // the dialog shows the list's current copy, so a review done elsewhere shows at once
  const current = (row: ApplicationRow | null) => (row ? (rows.find((r) => r.key === row.key) ?? row) : null);

  const actions = (row: ApplicationRow) => {
    const name = rowName(row);
    return (
      <RowActions>
        <Button size="sm" variant="secondary" onClick={() => setViewing(row)} aria-label={`View application from ${name}`}>
          View
        </Button>
        {row.kind === 'battler' && (
          <Button size="sm" variant="secondary" onClick={() => setDuplicatesOf({ name, battlerId: row.app.battlerId })} aria-label={`Find duplicate battlers for ${name}`}>
            Duplicates
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={() => setRemoving(row)} aria-label={`Delete application from ${name}`}>
          Delete
        </Button>
      </RowActions>
    );
  };

  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title" style={{ fontSize: '1.6rem', textTransform: 'uppercase' }}>
        Applications
      </h2>
      <Counters>
        <div>
          <dt>Total Applications</dt>
          <dd>{counts.total}</dd>
        </div>
        <div>
          <dt>Pending Review</dt>
          <dd>{counts.pending}</dd>
        </div>
        <div>
          <dt>Sponsor Apps</dt>
          <dd>{counts.sponsors}</dd>
        </div>
        <div>
          <dt>Battler Apps</dt>
          <dd>{counts.battlers}</dd>
        </div>
      </Counters>
      <PendingClaimsLink />
      {rows.length === 0 ? (
        <MessageBox>No applications yet</MessageBox>
      ) : isMobile ? (
        <CardList aria-label="Applications">
          {rows.map((row) => (
            <AppCard key={row.key}>
              <div className="head">
                <h3>{rowName(row)}</h3>
                <KindBadge kind={row.kind} />
              </div>
              <dl>
                <dt>Contact</dt>
                <dd>
                  <Lines lines={contactLines(row)} />
                </dd>
                <dt>Details</dt>
                <dd>{rowDetails(row)}</dd>
                <dt>Events</dt>
                <dd>{eventsText(row)}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusPill status={rowStatus(row, today)} />
                </dd>
                <dt>Date</dt>
                <dd>{formatDate(row.app.createdAt)}</dd>
              </dl>
              {actions(row)}
            </AppCard>
          ))}
        </CardList>
      ) : (
        <DataTable columns={['Type', 'Name', 'Contact', 'Details', 'Selected Events', 'Status', 'Date', 'Actions']}>
          {rows.map((row) => (
            <tr key={row.key}>
              <ListCell>
                <KindBadge kind={row.kind} />
              </ListCell>
              <ListCell className="name wrap">{rowName(row)}</ListCell>
              <ListCell className="wrap">
                <Lines lines={contactLines(row)} />
              </ListCell>
              <ListCell className="wrap">{rowDetails(row)}</ListCell>
              <ListCell className="wrap">{eventsText(row)}</ListCell>
              <ListCell>
                <StatusPill status={rowStatus(row, today)} />
              </ListCell>
              <ListCell className="date">{formatDate(row.app.createdAt)}</ListCell>
              <ListCell>{actions(row)}</ListCell>
            </tr>
          ))}
        </DataTable>
      )}
      <ReviewDialog row={current(viewing)} onClose={() => setViewing(null)} />
      <DeleteApplicationDialog row={removing} onClose={() => setRemoving(null)} />
      <DuplicatesDialog of={duplicatesOf} onClose={() => setDuplicatesOf(null)} />
    </section>
  );
}
