import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon, LockIcon } from '../../components/icons';
import { catalogueApi, formatDuration, type Video } from '../catalogue';
import { BattlerPanel } from './BattlerPanel';
import { useAppDispatch } from '../../lib/hooks';
import { type PlayerMode, VideoPlayer } from '../player';
import { type ElementSource, useFocusTrap } from '../../components/useFocusTrap';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.bg};
`;

// a plain box, not a <header>: inside the dialog a header would be a second banner landmark
// beside the site's own (axe landmark-no-duplicate-banner); the dialog's name is its title
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: 0.85rem;
  padding: 0.75rem 1.25rem;
  background: rgba(10, 10, 12, 0.92);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  backdrop-filter: blur(6px);
  .titles { flex: 1; min-width: 0; }
  h2 { margin: 0; font-size: clamp(1.2rem, 3vw, 1.7rem); text-transform: uppercase; overflow-wrap: anywhere; }
  p { margin: 0.15rem 0 0; color: ${({ theme }) => theme.colors.muted}; font-weight: 700; font-size: 0.9rem; }
`;

const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.gold}; color: ${({ theme }) => theme.colors.gold}; }
`;

const Layout = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 320px')};
  gap: 1.25rem;
  max-width: 1480px;
  margin: 0 auto;
  padding: 1.25rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr); }
  ${({ theme }) => theme.media.mobile} { padding: 0 0 1.25rem; gap: 1rem; & > aside { margin: 0 1rem; } }
`;

const Stage = styled.div`
  min-width: 0;
  video {
    display: block;
    width: 100%;
    max-height: calc(100vh - 140px);
    aspect-ratio: 16 / 9;
    background: #000;
    border-radius: ${({ theme }) => theme.radii.md};
    ${({ theme }) => theme.media.mobile} { border-radius: 0; }
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    margin: 0.75rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    ${({ theme }) => theme.media.mobile} { padding: 0 1rem; }
  }
  .desc { margin: 0.75rem 0 0; color: ${({ theme }) => theme.colors.muted}; white-space: pre-line;
    ${({ theme }) => theme.media.mobile} { padding: 0 1rem; } }
`;

export interface VideoPlayerViewProps {
  video: Video;
  eventTitle?: string;
  onClose: () => void;
  /**
   * Seam for the next issue: the side panel (default: the two battlers). Voting plugs into
   * BattlerPanel's renderBattlerAction, or replaces the panel here.
   */
  sidePanel?: ReactNode;
  /** Seam for the next issue: what sits under the player (the comments section). */
  below?: ReactNode;
  /** The player itself; defaults to the league's player (custom controls, modes, quality, view tracking). */
  renderPlayer?: (video: Video) => ReactNode;
  /**
   * Where focus goes on closing (the video's card), when that is not whatever had it on
   * opening: a player opened from a link elsewhere (a battler's Watch Battle) had no card.
   */
  returnFocus?: ElementSource;
}

/** Full-screen player view: a modal dialog over the page; Escape or Close returns focus to the card. */
export function VideoPlayerView({ video, eventTitle, onClose, sidePanel, below, renderPlayer, returnFocus }: VideoPlayerViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(root, true, onClose, { initial: closeRef, returnTo: returnFocus });
  const hasBattlers = !!video.battlerAName && !!video.battlerBName;
  const duration = formatDuration(video.duration);
  const [mode, setMode] = useState<PlayerMode>('normal');
  const dispatch = useAppDispatch();
  // a counted view shows in the grid's count: the cached lists are read again
  const onViewCounted = useCallback(() => dispatch(catalogueApi.util.invalidateTags([{ type: 'Videos', id: 'LIST' }, { type: 'Videos', id: 'ADMIN' }])), [dispatch]);

  return createPortal(
    <Overlay ref={root} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="video-player">
      <Bar>
        <div className="titles">
          <h2 id={titleId}>{video.title}</h2>
          {hasBattlers && <p>{`${video.battlerAName} vs ${video.battlerBName}`}</p>}
        </div>
        <Close ref={closeRef} type="button" aria-label="Close player" onClick={onClose}>
          <CloseIcon size={20} />
        </Close>
      </Bar>
      <Layout $wide={mode !== 'normal'}>
        <Stage>
          {renderPlayer ? renderPlayer(video) : (
            <VideoPlayer key={video.id} video={video} autoPlay onModeChange={setMode} onViewCounted={onViewCounted} />
          )}
          <p className="meta">
            {eventTitle && <span>{eventTitle}</span>}
            {duration && <span>{duration}</span>}
            {video.requiresAuth && (
              <span>
                <LockIcon size={13} /> Members only
              </span>
            )}
          </p>
          {video.description && <p className="desc">{video.description}</p>}
          {/* comments sit under the player in normal mode only (public §2) */}
          {mode === 'normal' && below}
        </Stage>
        {sidePanel ?? <BattlerPanel video={video} />}
      </Layout>
    </Overlay>,
    document.body,
  );
}
