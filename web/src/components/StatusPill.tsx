import styled from 'styled-components';

/** An application's status as pages show it: 'expired' is derived (domain/sponsorship/period.ts), never stored. */
export type ShownStatus = 'pending' | 'approved' | 'rejected' | 'expired';
export type PillTone = 'green' | 'red' | 'yellow';

/** Spec: green approved, red rejected, yellow otherwise (pending, and a lapsed 'expired'). */
export function pillTone(status: ShownStatus): PillTone {
  if (status === 'approved') return 'green';
  if (status === 'rejected') return 'red';
  return 'yellow';
}

// foregrounds 4.5:1 or more on their tinted backgrounds over the dark surfaces
const COLORS: Record<PillTone, { fg: string; bg: string }> = {
  green: { fg: '#3ddc84', bg: 'rgba(47, 191, 113, 0.14)' },
  red: { fg: '#ff6b60', bg: 'rgba(229, 38, 26, 0.16)' },
  yellow: { fg: '#f2c94c', bg: 'rgba(242, 201, 76, 0.14)' },
};

const Pill = styled.span<{ $tone: PillTone }>`
  flex: none;
  display: inline-block;
  padding: 0.18rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ $tone }) => COLORS[$tone].fg};
  background: ${({ $tone }) => COLORS[$tone].bg};
  border: 1px solid ${({ $tone }) => COLORS[$tone].fg}55;
`;

/** The member's and the admin's application lists share these pills. */
export function StatusPill({ status }: { status: ShownStatus }) {
  const tone = pillTone(status);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {status}
    </Pill>
  );
}
