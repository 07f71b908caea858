import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { LockIcon, YouTubeIcon } from '../../components/icons';
import { Badge } from '../../components/layout';
import { MediaThumb } from '../../components/MediaThumb';
import { VIDEO_CHANNEL_URL } from '../../lib/brand';
import { saveReturnUrl } from '../../lib/returnUrl';
import { useGetVideoAccessQuery, type MainVideo } from '../catalogue';
import { eventDateLabel, eventQueryPath, videoPath } from '../events';
import type { Featured } from './featured';

/** The card's media column: 1.6 of 2.6 parts of the 1200px page, the full width below a tablet. */
const FEATURED_SIZES = '(min-width: 1024px) 730px, 100vw';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  margin-bottom: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(circle at 100% 0%, rgba(229, 38, 26, 0.18), transparent 55%),
    ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr); }
`;

const Media = styled.div`
  position: relative;
  background: #000;
  video { display: block; width: 100%; aspect-ratio: 16 / 9; background: #000; }
  /* the card clips its overflow: the ring is drawn inside the video */
  video:focus-visible { outline-offset: -3px; }
`;

const Locked = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.6rem;
  text-align: center;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  .lock {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.6);
    border: 2px solid ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.gold};
  }
  a { font-weight: 800; text-transform: uppercase; letter-spacing: 0.06em; }
  p { margin: 0 1rem; font-weight: 700; }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.55rem;
  padding: 1.6rem;
  h3 { font-size: clamp(1.6rem, 3.4vw, 2.3rem); text-transform: uppercase; margin: 0; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .date { color: ${({ theme }) => theme.colors.gold}; font-weight: 800; font-size: 0.8rem; letter-spacing: 0.14em; text-transform: uppercase; }
  .matchup { color: ${({ theme }) => theme.colors.text}; font-weight: 800; font-size: 1.05rem; }
  .desc {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    overflow: hidden;
  }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.25rem; margin-top: auto; padding-top: 0.6rem; }
  .channel { display: inline-flex; align-items: center; gap: 0.4rem; font-weight: 700; }
  ${({ theme }) => theme.media.mobile} { padding: 1.2rem; }
`;

/**
 * The main video itself, or its poster with a lock when it is for members and this visitor is
 * not one: the server would answer the file with 401, and a broken player helps nobody.
 * When the access check itself fails, nobody knows yet: the poster says so, as the player
 * does when a video cannot load, and offers to ask again.
 */
function MainVideoPlayer({ video, eventId, poster }: { video: MainVideo; eventId: string; poster: string | null }) {
  const access = useGetVideoAccessQuery(video.requiresAuth ? video.id : skipToken);
  const checkFailed = video.requiresAuth && access.isError;
  const canPlay = !video.requiresAuth || (!checkFailed && access.data?.hasAccess === true);
  if (canPlay) {
    return (
      <video
        controls
        playsInline
        preload="none"
        poster={poster ?? undefined}
        src={video.videoUrl}
        aria-label={`Main event: ${video.title}`}
      >
        Your browser cannot play this video.
      </video>
    );
  }
  return (
    <MediaThumb src={poster} sizes={FEATURED_SIZES}>
      {checkFailed ? (
        <Locked role="alert">
          <p>This video could not be played.</p>
          <Button variant="secondary" size="sm" onClick={() => void access.refetch()}>
            Try Again
          </Button>
        </Locked>
      ) : access.data && (
        <Locked>
          <span className="lock" role="img" aria-label="Members only">
            <LockIcon size={28} />
          </span>
          <Link to="/auth" onClick={() => saveReturnUrl(videoPath(eventId, video.id))}>
            Sign In to Watch
          </Link>
        </Locked>
      )}
    </MediaThumb>
  );
}

/** The featured past event: MAIN EVENT badge and player when it has a main video. */
export function FeaturedBattle({ featured }: { featured: Featured }) {
  const { event, mainVideo } = featured;
  const poster = mainVideo?.thumbnailUrl ?? event.thumbnailUrl;
  return (
    <Card aria-labelledby="featured-battle-title" data-testid="featured-battle">
      <Media>
        {mainVideo ? <MainVideoPlayer video={mainVideo} eventId={event.id} poster={poster} /> : <MediaThumb src={poster} sizes={FEATURED_SIZES} />}
      </Media>
      <Info>
        {mainVideo && <Badge $tone="red">MAIN EVENT</Badge>}
        <p className="date">{eventDateLabel(event.eventDate)}</p>
        <h3 id="featured-battle-title">{event.title}</h3>
        {mainVideo && mainVideo.battlerAName && mainVideo.battlerBName && (
          <p className="matchup">{`${mainVideo.battlerAName} vs ${mainVideo.battlerBName}`}</p>
        )}
        {event.description && <p className="desc">{event.description}</p>}
        <div className="actions">
          <ButtonLink to={eventQueryPath(event.id)} variant="danger" aria-describedby="featured-battle-title">
            View Event
          </ButtonLink>
          <a className="channel" href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
            <YouTubeIcon size={18} /> More on our YouTube channel
          </a>
        </div>
      </Info>
    </Card>
  );
}
