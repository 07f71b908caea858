import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { useCurrentUser } from '../auth';
import type { Battler } from '../catalogue';

const Wrap = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.35rem;
  small { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8rem; }
`;

/**
 * The claim control (public §2). Visitors see nothing. The claim form and the
 * 'You Already Have a Claimed Battler' / 'Claim Request Pending' states need the claims API,
 * which is not built yet: until then 'Request to Claim' stays disabled and says so.
 */
export function ClaimButton({ battler }: { battler: Pick<Battler, 'userId'> }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  if (battler.userId && battler.userId === user.id) {
    return (
      <ButtonLink to="/battler-profile-settings" variant="primary">
        Manage Profile
      </ButtonLink>
    );
  }
  if (battler.userId) {
    return (
      <Button variant="secondary" disabled>
        Claimed by Another User
      </Button>
    );
  }
  return (
    <Wrap>
      <Button variant="primary" disabled aria-describedby="claim-soon">
        Request to Claim
      </Button>
      <small id="claim-soon">Profile claims open soon.</small>
    </Wrap>
  );
}
