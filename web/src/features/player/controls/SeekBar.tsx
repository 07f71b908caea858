import type { KeyboardEvent } from 'react';
import { formatDuration } from '../../catalogue';
import { SEEK_LONG, SEEK_SHORT } from '../constants';
import { clock } from '../time';
import { SeekRange } from './styles';

export interface SeekBarProps {
  time: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * The position as a range input: drag or click, and from the keyboard ← / ↓ and → / ↑ by
 * 5 s, Page Down / Page Up by 10 s, Home / End to the ends (Space still plays and pauses).
 */
export function SeekBar({ time, duration, onSeek }: SeekBarProps) {
  const max = duration > 0 ? duration : 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const by: Record<string, number> = {
      ArrowLeft: -SEEK_SHORT,
      ArrowDown: -SEEK_SHORT,
      ArrowRight: SEEK_SHORT,
      ArrowUp: SEEK_SHORT,
      PageDown: -SEEK_LONG,
      PageUp: SEEK_LONG,
    };
    let target: number | null = null;
    if (e.key in by) target = time + by[e.key];
    else if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = max;
    if (target === null) return;
    e.preventDefault();
    e.stopPropagation();
    onSeek(Math.min(max, Math.max(0, target)));
  };

  return (
    <SeekRange
      aria-label="Seek"
      min={0}
      max={max}
      step="any"
      value={Math.min(time, max)}
      disabled={max === 0}
      aria-valuetext={`${clock(time)} of ${formatDuration(max) || '0:00'}`}
      onChange={(e) => onSeek(Number(e.currentTarget.value))}
      onKeyDown={onKeyDown}
    />
  );
}
