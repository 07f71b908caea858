import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/Button';
import { HandshakeIcon, MicIcon, PlayIcon, TrophyIcon, YouTubeIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { Skeleton } from '../../components/Skeleton';
import { PRODUCT } from '../../lib/brand';
import type { AccountStatus } from '../auth';
import { CardGrid, CtaCard, FeatureCard, Section, SectionHead } from './styles';

interface Item {
  icon: ReactNode;
  title: string;
  text: string;
}

/**
 * A join card's button: the member's (to /dashboard) or the visitor's LOGIN / SIGN UP (to
 * /auth). While the account is on its way, a placeholder of the button's size, so a member
 * never sees LOGIN / SIGN UP first. When it could not be read (not a 401), the action itself,
 * to /dashboard: that members-only page asks again, and shows a member their dashboard, sends
 * a visitor to /auth, or says the account could not be loaded, with Try Again.
 */
function JoinButton({ account, member, variant }: { account: AccountStatus; member: string; variant?: 'danger' }) {
  if (account === 'member' || account === 'unknown') {
    return (
      <ButtonLink to="/dashboard" size="lg" variant={variant}>
        {member}
      </ButtonLink>
    );
  }
  if (account === 'visitor') {
    return (
      <ButtonLink to="/auth" size="lg" variant={variant}>
        LOGIN / SIGN UP
      </ButtonLink>
    );
  }
  return <Skeleton aria-hidden="true" data-testid="join-button-placeholder" $w="200px" $h="52px" />;
}

function Cards({ items }: { items: Item[] }) {
  return (
    <CardGrid>
      {items.map((i) => (
        <FeatureCard key={i.title}>
          <div className="icon" aria-hidden="true">
            {i.icon}
          </div>
          <h3>{i.title}</h3>
          <p>{i.text}</p>
        </FeatureCard>
      ))}
    </CardGrid>
  );
}

const SPONSOR_ITEMS: Item[] = [
  {
    icon: <YouTubeIcon size={24} />,
    title: 'Brand Exposure',
    text: 'Your name on every battle we publish and in front of a loyal, growing audience.',
  },
  {
    icon: <HandshakeIcon size={24} />,
    title: 'Live Presence',
    text: 'Banners, shout-outs and tables at our events across the Southwest.',
  },
  {
    icon: <TrophyIcon size={24} />,
    title: 'Culture Credibility',
    text: `Back the league that has kept battle rap alive here for 13 years.`,
  },
];

const BATTLER_ITEMS: Item[] = [
  {
    icon: <MicIcon size={24} />,
    title: 'Submit a Tryout',
    text: 'Send us your best footage and tell us about your battle history.',
  },
  {
    icon: <PlayIcon size={24} />,
    title: 'Get Booked',
    text: `Approved battlers land on ${PRODUCT} cards, filmed and published for the world.`,
  },
  {
    icon: <TrophyIcon size={24} />,
    title: 'Build a Legacy',
    text: 'Stack wins, votes and views, and chase a spot in the Hall of Fame.',
  },
];

/** `account`: the landing page's useCurrentUser().status (read once there, not per section). */
export function SponsorSection({ account }: { account: AccountStatus }) {
  return (
    <Section id="sponsors" $alt aria-labelledby="sponsors-title">
      <Container>
        <SectionHead>
          <h2 id="sponsors-title">
            BECOME A <span>SPONSOR</span>
          </h2>
          <p>Partner with {PRODUCT} and put your brand where the bars are.</p>
        </SectionHead>
        <Cards items={SPONSOR_ITEMS} />
        <CtaCard>
          <div>
            <h3>Partner With Us</h3>
            <p>Levels for local shops and national brands alike. Apply in minutes.</p>
          </div>
          <JoinButton account={account} member="Apply for Sponsorship" />
        </CtaCard>
      </Container>
    </Section>
  );
}

export function BattlerSection({ account }: { account: AccountStatus }) {
  return (
    <Section id="battlers" aria-labelledby="battlers-title">
      <Container>
        <SectionHead>
          <h2 id="battlers-title">
            STEP INTO THE <span>RING</span>
          </h2>
          <p>Think your pen is ready? The {PRODUCT} stage is always looking for the next great battler.</p>
        </SectionHead>
        <Cards items={BATTLER_ITEMS} />
        <CtaCard>
          <div>
            <h3>Battler Tryouts</h3>
            <p>Every battler on our cards started with a tryout. Yours starts here.</p>
          </div>
          <JoinButton account={account} member="BATTLER SIGN UP" variant="danger" />
        </CtaCard>
      </Container>
    </Section>
  );
}
