import { useId } from 'react';
import styled from 'styled-components';
import { LockIcon, PlayIcon } from '../../components/icons';
import { MediaThumb } from '../../components/MediaThumb';
import { Spinner } from '../../components/Spinner';
import { formatCount, formatDuration, type Video } from '../catalogue';
import { CardShell, Corner } from './styles';

const TitleButton = styled.button`
  all: unset;
  cursor: pointer;
  font: inherit;
  color: inherit;
`;

const Matchup = styled.p`
  && { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

const Stats = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.3rem 1rem;
  margin-top: auto;
  padding-top: 0.4rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
  b { color: ${({ theme }) => theme.colors.gold}; }
`;

const MainBadge = styled(Corner)`
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.onGold};
  text-transform: uppercase;
  font-size: 0.7rem;
  letter-spacing: 0.1em;
`;

const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.55);
  color: ${({ theme }) => theme.colors.gold};
`;

export function views(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'view' : 'views'}`;
}

export interface VideoCardProps {
  video: Video;
  onOpen: (video: Video) => void;
  /** true while the members-only access check for this card runs */
  checking?: boolean;
}

/** One battle in the event's grid; the title button covers the card and opens the player. */
export function VideoCard({ video, onOpen, checking = false }: VideoCardProps) {
  const titleId = useId();
  const duration = formatDuration(video.duration);
  const hasBattlers = !!video.battlerAName && !!video.battlerBName;
  return (
    <CardShell aria-labelledby={titleId} aria-busy={checking || undefined}>
      <MediaThumb src={video.thumbnailUrl} icon={<PlayIcon size={40} />}>
        {video.isMainEvent && (
          <MainBadge $at="tl">Main Event</MainBadge>
        )}
        {video.requiresAuth && (
          <Corner $at="tr">
            <span role="img" aria-label="Members only" title="Members only">
              <LockIcon size={14} />
            </span>
          </Corner>
        )}
        {duration && (
          <Corner $at="br">
            <span className="sr-only">Duration </span>
            {duration}
          </Corner>
        )}
        {checking && (
          <Busy>
            <Spinner size={28} label="Checking access" />
          </Busy>
        )}
      </MediaThumb>
      <div className="body">
        <h3 id={titleId}>
          {/* busy, not disabled, while access is checked: a disabled button would drop focus to the page */}
          <TitleButton
            type="button"
            className="stretch"
            aria-haspopup="dialog"
            aria-disabled={checking || undefined}
            onClick={() => {
              if (!checking) onOpen(video);
            }}
          >
            {video.title}
          </TitleButton>
        </h3>
        {hasBattlers && <Matchup>{`${video.battlerAName} vs ${video.battlerBName}`}</Matchup>}
        <Stats>
          {hasBattlers && (
            <span>
              <span className="sr-only">{`Votes: ${video.battlerAName} ${video.battlerAVotes}, ${video.battlerBName} ${video.battlerBVotes}`}</span>
              <span aria-hidden="true">
                <b>{video.battlerAVotes}</b> – <b>{video.battlerBVotes}</b> votes
              </span>
            </span>
          )}
          <span>{views(video.viewCount)}</span>
        </Stats>
      </div>
    </CardShell>
  );
}
