import { formatDuration } from '../../catalogue';
import { clock } from '../time';
import { Time } from './styles';

/**
 * 'm:ss / m:ss': the position (whole seconds) and the length. On the narrowest phones the
 * length gives way (the seek bar and the page still show it), so every control fits the row.
 */
export function TimeDisplay({ time, duration }: { time: number; duration: number }) {
  return (
    <Time>
      {clock(time)}
      <span className="length"> / {formatDuration(duration) || '0:00'}</span>
    </Time>
  );
}
