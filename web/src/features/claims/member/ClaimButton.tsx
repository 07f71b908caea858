import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../auth';
import type { Battler } from '../../catalogue';
import { ClaimDialog } from './ClaimDialog';
import { useGetClaimedBattlerQuery, useGetPendingClaimRequestQuery } from '../claimsApi';

export type ClaimState = 'manage' | 'claimed-by-other' | 'has-battler' | 'pending' | 'open';

/**
 * Public §2's claim states, first match wins. A pending request on any battler counts:
 * the server takes one pending request at a time.
 */
export function claimState(
  battler: { id: string; userId: string | null },
  userId: string,
  claimedBattlerId: string | null,
  hasPending: boolean,
): ClaimState {
  // the member's own claimed battler counts too: this page's copy may predate the approval
  if ((battler.userId && battler.userId === userId) || claimedBattlerId === battler.id) return 'manage';
  if (battler.userId) return 'claimed-by-other';
  if (claimedBattlerId) return 'has-battler';
  if (hasPending) return 'pending';
  return 'open';
}

const LABELS: Record<Exclude<ClaimState, 'manage' | 'open'>, string> = {
  'claimed-by-other': 'Claimed by Another User',
  'has-battler': 'You Already Have a Claimed Battler',
  pending: 'Claim Request Pending',
};

/** A failed current-user read, in the header's small space: the panels' LoadFailed words, inline. */
const AccountNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  max-width: 24rem;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; overflow-wrap: anywhere; }
`;

export interface ClaimButtonProps {
  battler: Pick<Battler, 'id' | 'name' | 'userId'>;
}

/**
 * The claim control (public §2). Visitors see nothing. A failed read of the current user
 * (not a 401) is not a visitor: the member may own this battler, so it is said, with Try Again.
 */
export function ClaimButton({ battler }: ClaimButtonProps) {
  // the one subscription here: a second one to a failed read would fetch it again as it mounts
  const { user, isError: userFailed, error: userError, refetch: refetchUser } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // only asked when the battler is unclaimed: the first two states need no more than the battler
  const needMine = !!user && !battler.userId;
  const claimed = useGetClaimedBattlerQuery(undefined, { skip: !needMine });
  const pending = useGetPendingClaimRequestQuery(undefined, { skip: !needMine });
  if (!user && userFailed)
    return (
      <AccountNote role="alert">
        <p>Could not load your account: {userError?.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetchUser()}>
          Try Again
        </Button>
      </AccountNote>
    );
  if (!user) return null;
  if (needMine && (claimed.isLoading || pending.isLoading))
    return <Skeleton $h="44px" $w="170px" $radius="10px" aria-hidden="true" data-testid="claim-button-loading" />;

  // a failed read leaves the button open: the server refuses a claim it cannot take, with its reason
  const state = claimState(battler, user.id, claimed.data?.id ?? null, !!pending.data);
  if (state === 'manage')
    return (
      <ButtonLink to="/battler-profile-settings" variant="primary">
        Manage Profile
      </ButtonLink>
    );
  if (state !== 'open')
    return (
      <Button variant="secondary" disabled>
        {LABELS[state]}
      </Button>
    );
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Request to Claim
      </Button>
      {open && <ClaimDialog battlerId={battler.id} battlerName={battler.name} open onClose={() => setOpen(false)} />}
    </>
  );
}
