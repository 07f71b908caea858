import { Link } from 'react-router';
import styled from 'styled-components';
import { ExternalButton } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { MicIcon, PlayIcon, YouTubeIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { MediaThumb } from '../../components/MediaThumb';
import { Skeleton } from '../../components/Skeleton';
import { PRODUCT, VIDEO_CHANNEL_URL } from '../../lib/brand';
import type { LeagueEvent } from '../catalogue';
import { errorText, eventDateLabel, eventQueryPath } from '../events';
import { SECONDARY_CARDS } from './featured';
import { FeaturedBattle } from './FeaturedBattle';
import { CardGrid, Section, SectionHead } from './styles';
import { useLatestBattles } from './useLatestBattles';

const Featured = styled.div`
  position: relative;
  aspect-ratio: 16 / 7;
  min-height: 240px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(circle at 50% 45%, rgba(229, 38, 26, 0.2), transparent 60%),
    ${({ theme }) => theme.colors.surface};
  display: grid;
  place-items: center;
  text-align: center;
  padding: 2rem 1.25rem;
  margin-bottom: 1.25rem;
  .play {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    margin: 0 auto 1rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.subtle};
  }
  h3 { font-size: clamp(1.6rem, 4vw, 2.2rem); text-transform: uppercase; margin-bottom: 0.4rem; }
  p { color: ${({ theme }) => theme.colors.muted}; max-width: 30rem; margin: 0 auto 1rem; }
  ${({ theme }) => theme.media.mobile} { aspect-ratio: auto; }
`;

const Placeholder = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  .thumb {
    aspect-ratio: 16 / 9;
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.subtle};
    background: repeating-linear-gradient(135deg, #141418 0 12px, #18181d 12px 24px);
  }
  .body { padding: 1rem 1.1rem 1.2rem; }
  h3 { font-size: 1.3rem; text-transform: uppercase; margin: 0 0 0.2rem; color: ${({ theme }) => theme.colors.gold}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    align-items: center;
    .thumb { flex: none; width: 120px; }
  }
`;

/** A tile's picture: 120px beside the text on a phone, a grid column above. */
const TILE_SIZES = '(max-width: 767px) 120px, (min-width: 1024px) 380px, 50vw';

const EventTile = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  color: inherit;
  transition: border-color 0.2s, transform 0.2s;
  &:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.gold}; transform: translateY(-2px); }
  .body { padding: 1rem 1.1rem 1.2rem; }
  .date { margin: 0 0 0.25rem; color: ${({ theme }) => theme.colors.gold}; font-weight: 800; font-size: 0.78rem; letter-spacing: 0.12em; text-transform: uppercase; }
  h3 { font-size: 1.3rem; text-transform: uppercase; margin: 0 0 0.2rem; overflow-wrap: anywhere; }
  .more { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    align-items: center;
    & > :first-child { flex: none; width: 120px; }
    &:hover { transform: none; }
  }
`;

const Subscribe = styled.div`
  margin-top: 2.5rem;
  text-align: center;
`;

function ComingSoon({ n }: { n: number }) {
  return (
    <Placeholder aria-label={`Upcoming battle ${n}`}>
      <div className="thumb" aria-hidden="true">
        <MicIcon size={36} />
      </div>
      <div className="body">
        <h3>Coming Soon</h3>
        <p>Next battle drops soon.</p>
      </div>
    </Placeholder>
  );
}

/** A further past event: the whole card links to it on the Events screen. */
function PastEventCard({ event }: { event: LeagueEvent }) {
  return (
    <EventTile to={eventQueryPath(event.id)}>
      <MediaThumb src={event.thumbnailUrl} sizes={TILE_SIZES} />
      <div className="body">
        <p className="date">{eventDateLabel(event.eventDate)}</p>
        <h3>{event.title}</h3>
        <p className="more">
          Watch the battles <span aria-hidden="true">→</span>
        </p>
      </div>
    </EventTile>
  );
}

/** Up to three past events, the rest of the row filled with 'Coming Soon'. */
function EventRow({ events }: { events: LeagueEvent[] }) {
  const shown = events.slice(0, SECONDARY_CARDS);
  return (
    <CardGrid>
      {shown.map((e) => (
        <PastEventCard key={e.id} event={e} />
      ))}
      {Array.from({ length: SECONDARY_CARDS - shown.length }, (_, i) => (
        <ComingSoon key={i} n={shown.length + i + 1} />
      ))}
    </CardGrid>
  );
}

function NoEvents() {
  return (
    <Featured>
      <div>
        <div className="play" aria-hidden="true">
          <PlayIcon size={30} />
        </div>
        <h3>No Events Available</h3>
        <p>The next card is being booked. Subscribe to the channel so you catch every battle the day it drops.</p>
        <a href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
          Watch past battles on our YouTube channel →
        </a>
      </div>
    </Featured>
  );
}

function Loading() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading the latest battles</span>
      <Skeleton $h="auto" $radius="16px" style={{ aspectRatio: '16 / 7', minHeight: 240, marginBottom: '1.25rem' }} />
      <CardGrid aria-hidden="true">
        {Array.from({ length: SECONDARY_CARDS }, (_, i) => (
          <Skeleton key={i} $h="auto" $radius="16px" style={{ aspectRatio: '4 / 3' }} />
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * LATEST BATTLES (public §2): the featured past event (preferring one with a main video among
 * the five newest), then up to three more past events, padded with 'Coming Soon'.
 */
export function LatestBattles() {
  const latest = useLatestBattles();
  return (
    <Section id="battles" aria-labelledby="battles-title">
      <Container>
        <SectionHead>
          <h2 id="battles-title">
            LATEST <span>BATTLES</span>
          </h2>
          <p>Every clash from the {PRODUCT} stage, main events first.</p>
        </SectionHead>
        {latest.status === 'loading' && <Loading />}
        {latest.status === 'error' && (
          <ErrorState
            as="h3"
            title="Couldn't Load the Latest Battles"
            message={errorText(latest.error)}
            onRetry={latest.retry}
          />
        )}
        {latest.status === 'empty' && (
          <>
            <NoEvents />
            <EventRow events={[]} />
          </>
        )}
        {latest.status === 'ready' && (
          <>
            <FeaturedBattle featured={latest.featured} />
            <EventRow events={latest.others} />
          </>
        )}
        <Subscribe>
          <ExternalButton href={VIDEO_CHANNEL_URL} variant="danger" size="lg">
            <YouTubeIcon size={20} /> Subscribe on YouTube
          </ExternalButton>
        </Subscribe>
      </Container>
    </Section>
  );
}
