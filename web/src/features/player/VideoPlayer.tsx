import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../components/Spinner';
import type { Video } from '../catalogue';
import { SEEK_LONG, SEEK_SHORT, VOLUME_STEP, type PlayerMode } from './constants';
import { ControlBar } from './controls/ControlBar';
import { PlayGlyph } from './controls/icons';
import { Center, Frame } from './styles';
import { useAutoHide } from './useAutoHide';
import { reallyPlaying, useMedia } from './useMedia';
import { usePlayerMode } from './usePlayerMode';
import { useQualitySource } from './useQualitySource';
import { useViewTracking } from './useViewTracking';

export interface VideoPlayerProps {
  video: Video;
  /** try to start playing once the video can play (browsers may refuse) */
  autoPlay?: boolean;
  /** normal / theater / fullscreen, e.g. to widen the layout or hide the comments */
  onModeChange?: (mode: PlayerMode) => void;
  /** the server counted this viewer's view (e.g. to refresh view counts) */
  onViewCounted?: () => void;
}

const isButtonLike = (el: HTMLElement) => el.closest('button, [role="menuitemradio"], a[href]') !== null;

function Player({ video, autoPlay = false, onModeChange, onViewCounted }: VideoPlayerProps) {
  const root = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLVideoElement>(null);
  const { state, read, buffering, switching, actions } = useMedia(mediaRef, video.duration);
  const tracker = useViewTracking(video.id, { duration: video.duration, onCounted: onViewCounted });
  // the view clock stops while the next source loads; the view itself goes on
  const onSwitch = useCallback(() => {
    switching.begin();
    tracker.stalled();
  }, [switching, tracker]);
  const source = useQualitySource(video.videoUrl, video.availableQualities, onSwitch);
  const { mode, toggleFullscreen, toggleTheater, leaveTheater } = usePlayerMode(root, mediaRef, onModeChange);
  const [hold, setHold] = useState(false);
  const { shown, reveal } = useAutoHide(state.playing, hold);
  // autoplay is for the first source only: a later one plays when the one before played
  const [started, setStarted] = useState(false);
  if (state.playing && !started) setStarted(true);
  const [broken, setBroken] = useState(false);
  const tapReveals = useRef(false);

  const position = (el: HTMLMediaElement) => [el.currentTime, el.duration] as const;
  /** 'pause', 'ended': the viewer's stop ends the view clock with a report; a switch's only halts it */
  const stopped = (el: HTMLMediaElement) => {
    read();
    if (switching.carryingOn()) tracker.stalled();
    else tracker.paused(...position(el));
  };
  const { onFailed } = source;
  const failed = useCallback(() => {
    if (!onFailed()) setBroken(true);
  }, [onFailed]);

  // A concurrent render (a page load, a navigation) makes the <video> with its src and autoplay
  // before it commits it: whatever the element fires meanwhile (loading, autoplay's 'play' and
  // 'playing', an 'error') reaches no handler. Once committed, the player reads what it did.
  const onCommit = useRef({ read, failed, tracker });
  useLayoutEffect(() => {
    onCommit.current = { read, failed, tracker };
  });
  useLayoutEffect(() => {
    const el = mediaRef.current;
    const missed = onCommit.current;
    if (!el) return;
    missed.read();
    // an error and its event come in one task: set means its event has been and gone
    if (el.error) missed.failed();
    else if (reallyPlaying(el)) missed.tracker.playing(el.currentTime, el.duration);
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      // Space / Enter on a control press that control
      if ((e.key === ' ' || e.key === 'Enter') && target !== e.currentTarget && isButtonLike(target)) return;
      switch (e.key) {
        case ' ': case 'k': case 'K': actions.togglePlay(); break;
        case 'j': case 'J': actions.seekBy(-SEEK_LONG); break;
        case 'l': case 'L': actions.seekBy(SEEK_LONG); break;
        case 'ArrowLeft': actions.seekBy(-SEEK_SHORT); break;
        case 'ArrowRight': actions.seekBy(SEEK_SHORT); break;
        case 'ArrowUp': actions.changeVolume(VOLUME_STEP); break;
        case 'ArrowDown': actions.changeVolume(-VOLUME_STEP); break;
        case 'm': case 'M': actions.toggleMute(); break;
        case 'f': case 'F': toggleFullscreen(); break;
        case 't': case 'T': toggleTheater(); break;
        case 'Escape':
          if (!leaveTheater()) return; // not in theater: Escape belongs to the page (closes the view)
          break;
        default: return;
      }
      e.preventDefault();
      e.stopPropagation();
    },
    [actions, toggleFullscreen, toggleTheater, leaveTheater],
  );

  const hidden = !shown;
  return (
    <Frame
      ref={root}
      role="region"
      aria-label={`Video player: ${video.title}`}
      tabIndex={0}
      data-mode={mode}
      data-controls={hidden ? 'hidden' : 'shown'}
      aria-busy={state.waiting}
      onMouseMove={reveal}
      onPointerDown={reveal}
      onFocus={reveal}
      onKeyDownCapture={reveal}
      onKeyDown={onKeyDown}
    >
      <video
        ref={mediaRef}
        src={source.src}
        poster={video.thumbnailUrl ?? undefined}
        playsInline
        preload="metadata"
        autoPlay={autoPlay && !started}
        onPointerDown={(e) => {
          // a tap on hidden controls (touch, pen) only brings them back
          tapReveals.current = (e.pointerType === 'touch' || e.pointerType === 'pen') && hidden;
        }}
        onClick={() => {
          if (tapReveals.current) tapReveals.current = false;
          else actions.togglePlay();
        }}
        onDoubleClick={toggleFullscreen}
        onPlay={() => {
          switching.settled();
          read();
        }}
        onPlaying={(e) => {
          switching.settled();
          read();
          tracker.playing(...position(e.currentTarget));
        }}
        onWaiting={() => {
          buffering();
          tracker.stalled();
        }}
        onPause={(e) => stopped(e.currentTarget)}
        onEnded={(e) => stopped(e.currentTarget)}
        onTimeUpdate={(e) => {
          const el = e.currentTarget;
          read();
          // moving time on a playing element is playback, whether or not its 'playing' was seen
          if (reallyPlaying(el)) tracker.playing(...position(el));
          else tracker.progress(...position(el));
        }}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          setBroken(false);
          read();
          // a refused resume is a stop like a pause: the view clock's report goes out
          switching.loaded(() => tracker.paused(...position(el)));
        }}
        onDurationChange={read}
        onVolumeChange={read}
        onRateChange={read}
        onSeeked={read}
        onError={failed}
      >
        Your browser cannot play this video.
      </video>
      <Center aria-hidden={!broken}>
        {broken ? (
          <p className="error" role="alert">
            This video could not be played.
          </p>
        ) : state.waiting ? (
          <Spinner size={36} />
        ) : (
          !state.playing && (
            <span className="badge">
              <PlayGlyph size={34} />
            </span>
          )
        )}
      </Center>
      <ControlBar
        media={state}
        hidden={hidden}
        mode={mode}
        qualities={source.qualities}
        autoQuality={source.auto}
        quality={source.choice}
        onTogglePlay={actions.togglePlay}
        onSeek={actions.seekTo}
        onVolume={actions.setVolume}
        onToggleMute={actions.toggleMute}
        onRate={actions.setRate}
        onQuality={source.choose}
        onToggleTheater={toggleTheater}
        onToggleFullscreen={toggleFullscreen}
        onHoldChange={setHold}
        share={{ title: video.title, path: `/events/${encodeURIComponent(video.eventId)}?video=${encodeURIComponent(video.id)}` }}
      />
    </Frame>
  );
}

/**
 * The league's player (public §2 Video player, §4): custom controls over a <video> (speed,
 * quality with Auto, theater and fullscreen, auto-hiding controls, keyboard shortcuts when
 * focused) and view tracking. A new video gets a fresh player (and a fresh view session).
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return <Player key={props.video.id} {...props} />;
}
