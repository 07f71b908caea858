import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CardList, CellLine, ListCard, ListCell, LoadFailed, MessageBox, RowActions } from '../../components/panelParts';
import { SkeletonRows } from '../../components/Skeleton';
import { StatusPill } from '../../components/StatusPill';
import { DataTable } from '../../components/Table';
import { formatDate } from '../../lib/date';
import { useIsMobile } from '../../lib/useMediaQuery';
import { ClaimDetailsDialog } from './ClaimDetailsDialog';
import { ClaimReviewDialog } from './ClaimReviewDialog';
import { useGetClaimRequestsQuery, type AdminClaimRequest } from './claimsAdminApi';
import { DeleteClaimDialog } from './DeleteClaimDialog';
import { battlerName, contactLines, pendingCount, pendingText, userName } from './rows';


const Summary = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ClaimCard = styled(ListCard)`
  .head { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; justify-content: space-between; }
  dl { grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0.6rem 0 0.9rem; font-size: 0.88rem; }
  dd { overflow-wrap: anywhere; }
`;

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((l, i) => (
        <CellLine key={i}>{l}</CellLine>
      ))}
    </>
  );
}

const userLines = (c: AdminClaimRequest) => (c.user ? [userName(c), `@${c.user.username}`] : [userName(c)]);

/** The admin Claim Requests tab: the list, details, review (while pending) and delete. */
export function ClaimRequestsPanel() {
  const { data, isLoading, error, refetch } = useGetClaimRequestsQuery();
  const isMobile = useIsMobile();
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminClaimRequest | null>(null);

  if (isLoading) return <SkeletonRows count={3} label="Loading claim requests" />;
  if (error) return <LoadFailed what="claim requests" message={error.message} onRetry={refetch} />;
  const list = data ?? [];
  // dialogs show the list's current copy, so a review done elsewhere (or refused) shows at once
  const find = (id: string | null) => (id ? (list.find((c) => c.id === id) ?? null) : null);
  const pending = pendingCount(list);

  const actions = (c: AdminClaimRequest) => {
    const who = userName(c);
    return (
      <RowActions>
        <Button size="sm" variant="secondary" onClick={() => setViewing(c.id)} aria-label={`View claim request from ${who}`}>
          View
        </Button>
        <Button size="sm" onClick={() => setReviewing(c.id)} aria-label={`Review claim request from ${who}`}>
          Review
        </Button>
        <Button size="sm" variant="danger" onClick={() => setRemoving(c)} aria-label={`Delete claim request from ${who}`}>
          Delete
        </Button>
      </RowActions>
    );
  };

  return (
    <section aria-labelledby="claim-requests-title">
      <h2 id="claim-requests-title" style={{ fontSize: '1.6rem', textTransform: 'uppercase' }}>
        Claim Requests
      </h2>
      {list.length > 0 && <Summary>{pending > 0 ? pendingText(pending) : 'No claim requests pending review'}</Summary>}
      {list.length === 0 ? (
        <MessageBox>No claim requests yet</MessageBox>
      ) : isMobile ? (
        <CardList aria-label="Claim requests">
          {list.map((c) => (
            <ClaimCard key={c.id}>
              <div className="head">
                <h3>{userName(c)}</h3>
                <StatusPill status={c.status} />
              </div>
              <dl>
                <dt>Battler</dt>
                <dd>{battlerName(c)}</dd>
                <dt>Contact</dt>
                <dd>
                  <Lines lines={contactLines(c)} />
                </dd>
                <dt>Submitted</dt>
                <dd>{formatDate(c.createdAt)}</dd>
              </dl>
              {actions(c)}
            </ClaimCard>
          ))}
        </CardList>
      ) : (
        <DataTable columns={['User', 'Battler', 'Contact', 'Status', 'Submitted', 'Actions']}>
          {list.map((c) => (
            <tr key={c.id}>
              <ListCell className="name wrap">
                <Lines lines={userLines(c)} />
              </ListCell>
              <ListCell className="wrap">{battlerName(c)}</ListCell>
              <ListCell className="wrap">
                <Lines lines={contactLines(c)} />
              </ListCell>
              <ListCell>
                <StatusPill status={c.status} />
              </ListCell>
              <ListCell className="date">{formatDate(c.createdAt)}</ListCell>
              <ListCell>{actions(c)}</ListCell>
            </tr>
          ))}
        </DataTable>
      )}
      <ClaimDetailsDialog claim={find(viewing)} onClose={() => setViewing(null)} />
      <ClaimReviewDialog claim={find(reviewing)} onClose={() => setReviewing(null)} />
      <DeleteClaimDialog claim={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
