import { useState } from 'react';
import styled from 'styled-components';
import { CLAIM_REVIEW_NOTES_MAX } from '../../../../domain/claim-request/limits';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { controlStyles, Label } from '../../components/Field';
import { StatusPill } from '../../components/StatusPill';
import { useToast } from '../../components/Toast';
import { formatDate, formatDateTime } from '../../lib/date';
import { errorMessage } from '../../lib/errors';
import { useReviewClaimRequestMutation, type AdminClaimRequest } from './claimsAdminApi';
import { Fact, Facts } from './Facts';
import { battlerName, userName } from './rows';

const NotesArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.45;
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

type Decision = 'approved' | 'rejected';

/** Approve or reject with notes while pending; afterwards the decision and notes, read-only (admin §4). */
function ReviewForm({ claim, onClose, sending, setSending }: {
  claim: AdminClaimRequest;
  onClose: () => void;
  /** the decision on its way (its button is busy, the other disabled) */
  sending: Decision | null;
  setSending: (decision: Decision | null) => void;
}) {
  const { toast } = useToast();
  const [review] = useReviewClaimRequestMutation();
  const [notes, setNotes] = useState('');
  const who = userName(claim);
  const what = battlerName(claim);

  const submit = async (status: Decision) => {
    if (sending) return;
    setSending(status);
    try {
      await review({ id: claim.id, status, reviewNotes: notes.trim() || null }).unwrap();
      toast(
        status === 'approved'
          ? { title: 'Claim Approved', description: `${who} now manages ${what}.` }
          : { title: 'Claim Rejected', description: `The claim from ${who} for ${what} was rejected.` },
      );
      onClose();
    } catch (err) {
      // the list refreshes either way, so a request reviewed elsewhere turns read-only here
      toast({ title: 'Review Failed', description: errorMessage(err, 'Failed to update claim request'), variant: 'destructive' });
    } finally {
      setSending(null);
    }
  };

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
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <Facts>
        <Fact term="Status">
          <StatusPill status={claim.status} />
        </Fact>
        <Fact term="Submitted">{formatDate(claim.createdAt)}</Fact>
      </Facts>
      <Hint>Approving makes {who} the owner of {what}; other pending claims for this battler are rejected.</Hint>
      <div style={{ marginBottom: '1rem' }}>
        <Label htmlFor="claim-review-notes">Review notes (optional)</Label>
        <NotesArea
          id="claim-review-notes"
          rows={4}
          maxLength={CLAIM_REVIEW_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Add notes for the claimant..."
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={!!sending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => submit('rejected')} loading={sending === 'rejected'} disabled={sending === 'approved'}>
          Reject
        </Button>
        <Button onClick={() => submit('approved')} loading={sending === 'approved'} disabled={sending === 'rejected'}>
          Approve
        </Button>
      </DialogActions>
    </>
  );
}

export function ClaimReviewDialog({ claim, onClose }: { claim: AdminClaimRequest | null; onClose: () => void }) {
  // while a decision is on its way the dialog stays: Escape, × and Cancel wait for the answer
  const [sending, setSending] = useState<Decision | null>(null);
  return (
    <Dialog
      open={!!claim}
      onClose={onClose}
      title="Review Claim Request"
      description={claim ? `${userName(claim)} claims ${battlerName(claim)}` : undefined}
      busy={!!sending}
    >
      {/* keyed, so each request starts from empty notes */}
      {claim && <ReviewForm key={claim.id} claim={claim} onClose={onClose} sending={sending} setSending={setSending} />}
    </Dialog>
  );
}
