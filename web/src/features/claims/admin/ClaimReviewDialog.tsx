import { useState } from 'react';
import { CLAIM_REVIEW_NOTES_MAX } from '../../../../../domain/claim-request/limits';
import {
  CloseActions, DecisionActions, DecisionDialog, DecisionHint, Fact, Facts, NotesField, ReviewFacts, useDecide, type DecisionState,
} from '../../../components/review-queue';
import { StatusPill } from '../../../components/StatusPill';
import { formatDate, formatDateTime } from '../../../lib/date';
import { useReviewClaimRequestMutation, type AdminClaimRequest } from '../claimsApi';
import { battlerName, userName } from './rows';

/** Approve or reject with notes while pending; afterwards the decision and notes, read-only (admin §4). */
function ReviewForm({ claim, onClose, decision }: { claim: AdminClaimRequest; onClose: () => void; decision: DecisionState }) {
  const [review] = useReviewClaimRequestMutation();
  const [notes, setNotes] = useState('');
  const who = userName(claim);
  const what = battlerName(claim);
  const submit = useDecide(decision, {
    send: (status) => review({ id: claim.id, status, reviewNotes: notes.trim() || null }).unwrap(),
    done: (status) =>
      status === 'approved'
        ? { title: 'Claim Approved', description: `${who} now manages ${what}.` }
        : { title: 'Claim Rejected', description: `The claim from ${who} for ${what} was rejected.` },
    // the list refreshes either way, so a request reviewed elsewhere turns read-only here
    failTitle: 'Review Failed',
    failFallback: 'Failed to update claim request',
    onClose,
  });

  if (claim.status !== 'pending') {
    return (
      <>
        <Facts>
          <Fact term="Decision">
            <StatusPill status={claim.status} />
          </Fact>
          <Fact term="Reviewed">{claim.reviewedAt ? formatDateTime(claim.reviewedAt) : null}</Fact>
          <Fact term="Review notes">{claim.reviewNotes ?? 'No notes'}</Fact>
        </Facts>
        <CloseActions onClose={onClose} />
      </>
    );
  }

  return (
    <>
      <Facts>
        <ReviewFacts status={claim.status} submitted={formatDate(claim.createdAt)} />
      </Facts>
      <DecisionHint>Approving makes {who} the owner of {what}; other pending claims for this battler are rejected.</DecisionHint>
      <NotesField
        id="claim-review-notes"
        rows={4}
        max={CLAIM_REVIEW_NOTES_MAX}
        value={notes}
        onChange={setNotes}
        placeholder="Add notes for the claimant..."
      />
      <DecisionActions sending={decision.sending} onClose={onClose} onDecide={submit} />
    </>
  );
}

export function ClaimReviewDialog({ claim, onClose }: { claim: AdminClaimRequest | null; onClose: () => void }) {
  return (
    <DecisionDialog
      item={claim}
      itemKey={(c) => c.id}
      onClose={onClose}
      title="Review Claim Request"
      description={claim ? `${userName(claim)} claims ${battlerName(claim)}` : undefined}
    >
      {(c, decision) => <ReviewForm claim={c} onClose={onClose} decision={decision} />}
    </DecisionDialog>
  );
}
