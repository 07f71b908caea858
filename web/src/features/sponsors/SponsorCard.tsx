import styled from 'styled-components';
import { buttonStyles, ExternalButton } from '../../components/Button';
import { partnerSince } from './partnerSince';
import { SponsorLogo } from './SponsorLogo';
import type { SponsorWire } from './sponsorsApi';
import { CardShell } from './styles';
import { TierBadge } from './TierBadge';

const Name = styled.h2`
  font-size: 1.5rem;
  text-transform: uppercase;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.2rem;
  font-size: 0.92rem;
  dt { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
  dd { margin: 0; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const Since = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const About = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: 0.9rem;
  border-left: 3px solid ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

// keeps the cards' buttons on one line across a row of cards of different lengths
const Actions = styled.div`
  margin-top: auto;
`;

// a mail link stays in this tab: a new one would open empty
const MailButton = styled.a<{ $variant: 'secondary'; $block: boolean }>`${buttonStyles}`;

export function SponsorCard({ sponsor }: { sponsor: SponsorWire }) {
  const since = partnerSince(sponsor);
  const description = sponsor.description?.trim();
  const message = sponsor.message.trim();
  return (
    <CardShell aria-labelledby={`sponsor-${sponsor.id}`}>
      <div>
        <TierBadge level={sponsor.sponsorshipLevel} />
      </div>
      <SponsorLogo url={sponsor.logoUrl} companyName={sponsor.companyName} />
      <Name id={`sponsor-${sponsor.id}`}>{sponsor.companyName}</Name>
      <Details>
        <dt>Contact</dt>
        <dd>{sponsor.contactPerson}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${sponsor.email}`}>{sponsor.email}</a>
        </dd>
        {sponsor.websiteUrl && (
          <>
            <dt>Website</dt>
            <dd>
              <a href={sponsor.websiteUrl} target="_blank" rel="noopener noreferrer">
                Visit Website
              </a>
            </dd>
          </>
        )}
      </Details>
      {since && <Since>{since}</Since>}
      {description ? <About>{description}</About> : message ? <Quote>“{message}”</Quote> : null}
      <Actions>
        {sponsor.websiteUrl ? (
          <ExternalButton href={sponsor.websiteUrl} variant="secondary" block>
            Get In Touch
          </ExternalButton>
        ) : (
          <MailButton href={`mailto:${sponsor.email}`} $variant="secondary" $block>
            Get In Touch
          </MailButton>
        )}
      </Actions>
    </CardShell>
  );
}
