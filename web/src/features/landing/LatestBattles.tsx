import styled from 'styled-components';
import { ExternalButton } from '../../components/Button';
import { MicIcon, PlayIcon, YouTubeIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { PRODUCT, VIDEO_CHANNEL_URL } from '../../lib/brand';
import { CardGrid, Section, SectionHead } from './styles';

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

const Subscribe = styled.div`
  margin-top: 2.5rem;
  text-align: center;
`;

/** LATEST BATTLES: no events API exists yet, so this shows the league's empty state. */
export function LatestBattles() {
  return (
    <Section id="battles" aria-labelledby="battles-title">
      <Container>
        <SectionHead>
          <h2 id="battles-title">
            LATEST <span>BATTLES</span>
          </h2>
          <p>Every clash from the {PRODUCT} stage, main events first.</p>
        </SectionHead>
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
        <CardGrid>
          {[1, 2, 3].map((n) => (
            <Placeholder key={n} aria-label={`Upcoming battle ${n}`}>
              <div className="thumb" aria-hidden="true">
                <MicIcon size={36} />
              </div>
              <div className="body">
                <h3>Coming Soon</h3>
                <p>Next battle drops soon.</p>
              </div>
            </Placeholder>
          ))}
        </CardGrid>
        <Subscribe>
          <ExternalButton href={VIDEO_CHANNEL_URL} variant="danger" size="lg">
            <YouTubeIcon size={20} /> Subscribe on YouTube
          </ExternalButton>
        </Subscribe>
      </Container>
    </Section>
  );
}
