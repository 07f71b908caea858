import type { KeyboardEvent } from 'react';
import { MutedGlyph, VolumeGlyph } from './icons';
import { IconButton, VolumeRange } from './styles';

export interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** Mute toggle (aria-pressed) and a volume slider; the slider keeps its own arrow keys. */
export function VolumeControl({ volume, muted, onVolume, onToggleMute }: VolumeControlProps) {
  const silent = muted || volume === 0;
  const stopShortcut = (e: KeyboardEvent<HTMLInputElement>) => {
    if (SLIDER_KEYS.has(e.key)) e.stopPropagation();
  };
  return (
    <>
      <IconButton type="button" aria-label={silent ? 'Unmute' : 'Mute'} aria-pressed={silent} aria-keyshortcuts="m" onClick={onToggleMute}>
        {silent ? <MutedGlyph /> : <VolumeGlyph />}
      </IconButton>
      <VolumeRange
        aria-label="Volume"
        min={0}
        max={1}
        step={0.05}
        value={silent ? 0 : volume}
        aria-valuetext={`${Math.round((silent ? 0 : volume) * 100)}%`}
        onChange={(e) => onVolume(Number(e.currentTarget.value))}
        onKeyDown={stopShortcut}
      />
    </>
  );
}
