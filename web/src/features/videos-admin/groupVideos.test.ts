import { compareEventDates } from '../catalogue';
import { filterVideos, groupVideos, UNKNOWN_EVENT } from './groupVideos';
import { makeVideo } from '../catalogue/adminFixtures.testing';

const older = { eventId: 'old', eventTitle: 'Old Night', eventDate: '2024-02-01T20:00:00.000Z' };
const newer = { eventId: 'new', eventTitle: 'New Night', eventDate: '2025-05-01T20:00:00.000Z' };
const tba = { eventId: 'tba', eventTitle: 'Future Card', eventDate: null };
const lost = { eventId: 'gone', eventTitle: null, eventDate: null };

const videos = [
  makeVideo({ id: '1', title: 'zeta', ...older }),
  makeVideo({ id: '2', title: 'Orphan B', ...lost }),
  makeVideo({ id: '3', title: 'beta', ...newer }),
  makeVideo({ id: '4', title: 'Alpha', ...newer }),
  makeVideo({ id: '5', title: 'Zulu main', isMainEvent: true, ...newer }),
  makeVideo({ id: '6', title: 'Opener', ...tba }),
  makeVideo({ id: '7', title: 'Orphan A', eventId: 'other-gone', eventTitle: null, eventDate: null }),
  makeVideo({ id: '8', title: 'Main Old', isMainEvent: true, ...older }),
];

describe('groupVideos', () => {
  it('orders groups newest event first, undated next, Unknown Event last', () => {
    expect(groupVideos(videos).map((g) => g.title)).toEqual(['New Night', 'Old Night', 'Future Card', UNKNOWN_EVENT]);
  });

  it('puts main-event videos first, then the rest alphabetically (case-insensitive)', () => {
    const groups = groupVideos(videos);
    expect(groups[0].videos.map((v) => v.title)).toEqual(['Zulu main', 'Alpha', 'beta']);
    expect(groups[1].videos.map((v) => v.title)).toEqual(['Main Old', 'zeta']);
  });

  it('collects every video whose event is missing into one Unknown Event group', () => {
    const unknown = groupVideos(videos).at(-1)!;
    expect(unknown.key).toBe('unknown');
    expect(unknown.videos.map((v) => v.id)).toEqual(['7', '2']);
  });

  it('returns no groups for no videos and does not touch the input order', () => {
    expect(groupVideos([])).toEqual([]);
    const copy = [...videos];
    groupVideos(videos);
    expect(videos).toEqual(copy);
  });
});

describe('filterVideos', () => {
  it('matches the video title or the event title, ignoring case', () => {
    expect(filterVideos(videos, 'ORPHAN').map((v) => v.id)).toEqual(['2', '7']);
    expect(filterVideos(videos, 'old night').map((v) => v.id)).toEqual(['1', '8']);
    expect(filterVideos(videos, 'unknown').map((v) => v.id)).toEqual(['2', '7']);
    expect(filterVideos(videos, '  ')).toHaveLength(videos.length);
  });
});

describe('compareEventDates', () => {
  it('sorts newest first with undated last', () => {
    const dates = [null, '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 'not a date'];
    expect([...dates].sort(compareEventDates)).toEqual(['2025-01-01T00:00:00Z', '2024-01-01T00:00:00Z', null, 'not a date']);
  });
});
