import styled from 'styled-components';
import { SponsorsPanel } from './SponsorsPanel';
import { TiersPanel } from './TiersPanel';

const Stack = styled.div`
  display: grid;
  gap: 2.5rem;
`;

/** The admin Sponsors tab: the approved sponsors, then the sponsorship tiers. */
export function SponsorsTab() {
  return (
    <Stack>
      <SponsorsPanel />
      <TiersPanel />
    </Stack>
  );
}
