import { DataTable } from '../../components/Table';
import { formatDay } from '../../lib/date';
import type { EventReachWire } from '../../../../api/features/reach/wire-types';
import { formatCount, formatWatchTime } from './format';

const COLUMNS = ['Event', 'Date', 'Videos', 'Views', 'Unique viewers', 'Watch time', 'Votes', 'Comments'];

export function EventReachRows({ events, label = 'Reach by event' }: { events: readonly EventReachWire[]; label?: string }) {
  return (
    <DataTable columns={COLUMNS} label={label}>
      {events.map((e) => (
        <tr key={e.eventId}>
          <td>{e.title}</td>
          <td>{formatDay(e.eventDate)}</td>
          <td>{formatCount(e.videos)}</td>
          <td>{formatCount(e.views)}</td>
          <td>{formatCount(e.uniqueViewers)}</td>
          <td>{formatWatchTime(e.watchSeconds)}</td>
          <td>{formatCount(e.votes)}</td>
          <td>{formatCount(e.comments)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
