import { formatDuration } from '../../catalogue';
import { clock } from '../time';
import { Time } from './styles';

/** 'm:ss / m:ss': the position (whole seconds) and the length. */
export function TimeDisplay({ time, duration }: { time: number; duration: number }) {
  return (
    <Time>
      {clock(time)} / {formatDuration(duration) || '0:00'}
    </Time>
  );
}
