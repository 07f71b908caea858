import styled from 'styled-components';
import type { ShownStatus } from './rows';

// green approved, red rejected, yellow otherwise (pending, expired): the pills of the member's page
const Pill = styled.span<{ $status: ShownStatus }>`
  display: inline-block;
  padding: 0.2rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ theme, $status }) => {
    const c = theme.colors;
    const fg = $status === 'approved' ? c.green : $status === 'rejected' ? c.redText : c.yellow;
    return `color: ${fg}; border: 1px solid ${fg}66; background: ${c.surface2};`;
  }}
`;

export function StatusPill({ status }: { status: ShownStatus }) {
  return <Pill $status={status}>{status}</Pill>;
}
