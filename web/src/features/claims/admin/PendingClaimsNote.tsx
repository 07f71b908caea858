import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetClaimRequestsQuery } from '../claimsApi';
import { pendingCount, pendingText } from './rows';

const Note = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  a { color: ${({ theme }) => theme.colors.gold}; text-decoration: underline; font-weight: 700; }
`;

/**
 * The way to the Claim Requests tab from elsewhere in the admin area: the phone dropdown
 * leaves that tab out (admin §2), so without this a phone admin could not reach it.
 */
export function PendingClaimsNote() {
  const { data } = useGetClaimRequestsQuery();
  const pending = pendingCount(data ?? []);
  if (pending === 0) return null;
  return (
    <Note role="status">
      {pendingText(pending)}. <Link to="/admin?tab=claim-requests">Review claim requests</Link>
    </Note>
  );
}
