import { useState } from 'react';
import { ShareIcon } from '../../../components/icons';
import { useShare, type ShareTarget } from '../../../components/Share';
import type { PlayerMode } from '../constants';
import type { Quality, QualityChoice } from '../quality';
import type { MediaState } from '../useMedia';
import { ExitFullscreenGlyph, FullscreenGlyph, PauseGlyph, PlayGlyph, TheaterGlyph } from './icons';
import { QualityMenu } from './QualityMenu';
import { SeekBar } from './SeekBar';
import { SpeedMenu } from './SpeedMenu';
import { Bar, IconButton, Row } from './styles';
import { TimeDisplay } from './TimeDisplay';
import { VolumeControl } from './VolumeControl';

export interface ControlBarProps {
  media: MediaState;
  hidden: boolean;
  mode: PlayerMode;
  qualities: readonly Quality[];
  autoQuality: Quality | null;
  quality: QualityChoice;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onRate: (rate: number) => void;
  onQuality: (choice: QualityChoice) => void;
  onToggleTheater: () => void;
  onToggleFullscreen: () => void;
  /** a menu opened or the pointer rests on the bar: keep the controls up */
  onHoldChange: (hold: boolean) => void;
  /** the battle's own link, offered by a Share button */
  share?: ShareTarget;
}

type Menu = 'speed' | 'quality' | null;

/** The custom controls: seek bar, then play, volume, time, speed, quality, share, theater, fullscreen. */
export function ControlBar(props: ControlBarProps) {
  const { media, hidden, mode, onHoldChange } = props;
  const [menu, setMenuState] = useState<Menu>(null);
  const [hovered, setHovered] = useState(false);
  const hold = (nextMenu: Menu, nextHovered: boolean) => onHoldChange(nextMenu !== null || nextHovered);
  const setMenu = (next: Menu) => {
    setMenuState(next);
    hold(next, hovered);
  };
  const opener = (which: Exclude<Menu, null>) => (open: boolean) => setMenu(open ? which : menu === which ? null : menu);
  const fullscreen = mode === 'fullscreen';
  const share = useShare();
  const target = props.share;

  return (
    <Bar
      $hidden={hidden}
      data-testid="player-controls"
      onMouseEnter={() => {
        setHovered(true);
        hold(menu, true);
      }}
      onMouseLeave={() => {
        setHovered(false);
        hold(menu, false);
      }}
    >
      <SeekBar time={media.time} duration={media.duration} onSeek={props.onSeek} />
      <Row>
        <IconButton type="button" aria-label={media.playing ? 'Pause' : 'Play'} aria-keyshortcuts="k" onClick={props.onTogglePlay}>
          {media.playing ? <PauseGlyph /> : <PlayGlyph />}
        </IconButton>
        <VolumeControl volume={media.volume} muted={media.muted} onVolume={props.onVolume} onToggleMute={props.onToggleMute} />
        <TimeDisplay time={media.time} duration={media.duration} />
        <span className="spacer" />
        <SpeedMenu rate={media.rate} onRate={props.onRate} open={menu === 'speed'} onOpenChange={opener('speed')} />
        <QualityMenu
          qualities={props.qualities}
          auto={props.autoQuality}
          choice={props.quality}
          onChoose={props.onQuality}
          open={menu === 'quality'}
          onOpenChange={opener('quality')}
        />
        {target && (
          <IconButton type="button" aria-label="Share this battle" onClick={() => void share(target)}>
            <ShareIcon size={20} />
          </IconButton>
        )}
        <IconButton className="theater" type="button" aria-label="Theater mode" aria-keyshortcuts="t" aria-pressed={mode === 'theater'} onClick={props.onToggleTheater}>
          <TheaterGlyph />
        </IconButton>
        <IconButton type="button" aria-label="Full screen" aria-keyshortcuts="f" aria-pressed={fullscreen} onClick={props.onToggleFullscreen}>
          {fullscreen ? <ExitFullscreenGlyph /> : <FullscreenGlyph />}
        </IconButton>
      </Row>
    </Bar>
  );
}
