import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ListCell } from '../../../components/panelParts';
import { CellLines, QueueActions, ReviewQueue } from '../../../components/review-queue';
import { StatusPill } from '../../../components/StatusPill';
import { formatDate } from '../../../lib/date';
import { useGetClaimRequestsQuery, type AdminClaimRequest } from '../claimsApi';
import { ClaimDetailsDialog } from './ClaimDetailsDialog';
import { ClaimReviewDialog } from './ClaimReviewDialog';
import { DeleteClaimDialog } from './DeleteClaimDialog';
import { battlerName, contactLines, pendingCount, pendingText, userName } from './rows';

const Summary = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const userLines = (c: AdminClaimRequest) => (c.user ? [userName(c), `@${c.user.username}`] : [userName(c)]);

/** The admin Claim Requests tab: the list, details, review (while pending) and delete. */
export function ClaimRequestsPanel() {
  const { data, isLoading, error, refetch } = useGetClaimRequestsQuery();
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminClaimRequest | null>(null);
  const list = data ?? [];
  // dialogs show the list's current copy, so a review done elsewhere (or refused) shows at once
  const find = (id: string | null) => (id ? (list.find((c) => c.id === id) ?? null) : null);
  const pending = pendingCount(list);

  return (
    <ReviewQueue
      id="claim-requests"
      title="Claim Requests"
      what="claim requests"
      loading={isLoading}
      error={error}
      onRetry={refetch}
      intro={list.length > 0 && <Summary>{pending > 0 ? pendingText(pending) : 'No claim requests pending review'}</Summary>}
      rows={list}
      rowKey={(c) => c.id}
      empty="No claim requests yet"
      listLabel="Claim requests"
      columns={['User', 'Battler', 'Contact', 'Status', 'Submitted']}
      cells={(c) => (
        <>
          <ListCell className="name wrap">
            <CellLines lines={userLines(c)} />
          </ListCell>
          <ListCell className="wrap">{battlerName(c)}</ListCell>
          <ListCell className="wrap">
            <CellLines lines={contactLines(c)} />
          </ListCell>
          <ListCell>
            <StatusPill status={c.status} />
          </ListCell>
          <ListCell className="date">{formatDate(c.createdAt)}</ListCell>
        </>
      )}
      card={(c) => ({
        title: userName(c),
        badge: <StatusPill status={c.status} />,
        facts: [
          ['Battler', battlerName(c)],
          ['Contact', <CellLines lines={contactLines(c)} />],
          ['Submitted', formatDate(c.createdAt)],
        ],
      })}
      actions={(c) => (
        <QueueActions noun="claim request" who={userName(c)} onView={() => setViewing(c.id)} onDelete={() => setRemoving(c)}>
          <Button size="sm" onClick={() => setReviewing(c.id)} aria-label={`Review claim request from ${userName(c)}`}>
            Review
          </Button>
        </QueueActions>
      )}
    >
      <ClaimDetailsDialog claim={find(viewing)} onClose={() => setViewing(null)} />
      <ClaimReviewDialog claim={find(reviewing)} onClose={() => setReviewing(null)} />
      <DeleteClaimDialog claim={removing} onClose={() => setRemoving(null)} />
    </ReviewQueue>
  );
}
