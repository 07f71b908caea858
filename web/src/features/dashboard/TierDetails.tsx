import styled from 'styled-components';
import type { SponsorshipTierWire } from '../sponsors';

const Box = styled.div`
  margin: -0.4rem 0 1rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.gold}55;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.goldSoft};
  font-size: 0.9rem;
  p { margin: 0 0 0.4rem; }
  strong { color: ${({ theme }) => theme.colors.gold}; }
  ul { margin: 0; padding-left: 1.2rem; color: ${({ theme }) => theme.colors.text}; }
  li { overflow-wrap: anywhere; }
`;

/** What the chosen level costs and brings, so the applicant need not look it up. */
export function TierDetails({ tier }: { tier: SponsorshipTierWire }) {
  const benefits = tier.benefits.split('\n').map((b) => b.replace(/^[\s•*-]+/, '').trim()).filter(Boolean);
  return (
    <Box aria-live="polite" data-testid="tier-details">
      <p>
        {tier.name}: <strong>{tier.cost}</strong>
      </p>
      {benefits.length > 0 && (
        <ul aria-label={`${tier.name} benefits`}>
          {benefits.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}
