import styled from 'styled-components';
import { pillTone, type PillTone, type ShownStatus } from './applicationStatus';

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
  color: ${({ $tone }) => COLORS[$tone].fg};
  background: ${({ $tone }) => COLORS[$tone].bg};
  border: 1px solid ${({ $tone }) => COLORS[$tone].fg}55;
`;

export function StatusPill({ status }: { status: ShownStatus }) {
  const tone = pillTone(status);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {status}
    </Pill>
  );
}
