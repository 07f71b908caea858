import { given } from '../../test/given';
import { type LeagueEventEvent, leagueEventDecider, leagueEventStream } from './league-event';

const created: LeagueEventEvent = {
  type: 'LeagueEventCreated',
  data: { eventId: 'e1', title: 'Summer Clash', description: 'Main card', eventDate: '2024-06-01T20:00:00.000Z', thumbnailUrl: '/uploads/t1.jpg' },
};
const deleted: LeagueEventEvent = { type: 'LeagueEventDeleted', data: { eventId: 'e1', title: 'Summer Clash', thumbnailUrl: '/uploads/t1.jpg' } };
const update = { type: 'UpdateLeagueEvent' as const, title: 'Summer Clash', description: 'Main card', eventDate: '2024-06-01T20:00:00.000Z' };

describe('league event decider', () => {
  it('names its stream league-event-<id>', () => {
    expect(leagueEventStream('e1')).toBe('league-event-e1');
  });

  it('creates an event with trimmed title and description', () => {
    given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: '  Summer Clash ', description: ' Main card ',
      eventDate: '2024-06-01T20:00:00.000Z', thumbnailUrl: '/uploads/t1.jpg' }).then([created]);
  });

  it('creates an undated event without thumbnail, a blank date being no date', () => {
    given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e2', title: 'TBA', description: '', eventDate: '  ', thumbnailUrl: null })
      .then([{ type: 'LeagueEventCreated', data: { eventId: 'e2', title: 'TBA', description: '', eventDate: null, thumbnailUrl: null } }]);
  });

  it('requires a title', () => {
    given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: '   ', description: '', eventDate: null, thumbnailUrl: null })
      .thenError('Please enter an event title', 'validation');
  });

  it('accepts a title of 255 characters and refuses 256', () => {
    const ok = given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: 'x'.repeat(255), description: '', eventDate: null, thumbnailUrl: null }).events();
    expect(ok).toHaveLength(1);
    given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: 'x'.repeat(256), description: '', eventDate: null, thumbnailUrl: null })
      .thenError('Title must be at most 255 characters', 'validation');
  });

  it('refuses a description over 5000 characters', () => {
    given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: 'T', description: 'd'.repeat(5001), eventDate: null, thumbnailUrl: null })
      .thenError(/Description must be at most 5000/, 'validation');
  });

  it('refuses a date that does not parse', () => {
    given(leagueEventDecider, []).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: 'T', description: '', eventDate: 'next friday', thumbnailUrl: null })
      .thenError('eventDate must be a valid date', 'validation');
    given(leagueEventDecider, [created]).when({ ...update, eventDate: 'not-a-date' }).thenError('eventDate must be a valid date', 'validation');
  });

  it('refuses to create an event twice', () => {
    given(leagueEventDecider, [created]).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: 'T', description: '', eventDate: null, thumbnailUrl: null })
      .thenError('Event already exists', 'conflict');
  });

  it('updates the fields, keeping the thumbnail when none is given', () => {
    given(leagueEventDecider, [created]).when({ ...update, title: 'Winter Clash', eventDate: null })
      .then([{ type: 'LeagueEventUpdated', data: { eventId: 'e1', title: 'Winter Clash', description: 'Main card', eventDate: null,
        thumbnailUrl: '/uploads/t1.jpg', previousThumbnailUrl: '/uploads/t1.jpg' } }]);
  });

  it('replaces the thumbnail, naming the previous one so its file can go', () => {
    given(leagueEventDecider, [created]).when({ ...update, thumbnailUrl: '/uploads/t2.jpg' })
      .then([{ type: 'LeagueEventUpdated', data: { eventId: 'e1', title: 'Summer Clash', description: 'Main card', eventDate: '2024-06-01T20:00:00.000Z',
        thumbnailUrl: '/uploads/t2.jpg', previousThumbnailUrl: '/uploads/t1.jpg' } }]);
  });

  it('clears the thumbnail with null', () => {
    const [e] = given(leagueEventDecider, [created]).when({ ...update, thumbnailUrl: null }).events();
    expect(e.data).toMatchObject({ thumbnailUrl: null, previousThumbnailUrl: '/uploads/t1.jpg' });
  });

  it('records nothing when nothing changed', () => {
    given(leagueEventDecider, [created]).when(update).then([]);
    given(leagueEventDecider, [created]).when({ ...update, title: ' Summer Clash ', thumbnailUrl: '/uploads/t1.jpg' }).then([]);
  });

  it('validates an update like a create', () => {
    given(leagueEventDecider, [created]).when({ ...update, title: '' }).thenError('Please enter an event title', 'validation');
    given(leagueEventDecider, [created]).when({ ...update, title: 'y'.repeat(256) }).thenError('Title must be at most 255 characters', 'validation');
  });

  it('deletes an event, naming its thumbnail', () => {
    given(leagueEventDecider, [created]).when({ type: 'DeleteLeagueEvent' }).then([deleted]);
  });

  it('refuses update and delete of a missing or deleted event', () => {
    given(leagueEventDecider, []).when(update).thenError('Event not found', 'not_found');
    given(leagueEventDecider, []).when({ type: 'DeleteLeagueEvent' }).thenError('Event not found', 'not_found');
    given(leagueEventDecider, [created, deleted]).when(update).thenError('Event not found', 'not_found');
    given(leagueEventDecider, [created, deleted]).when({ type: 'DeleteLeagueEvent' }).thenError('Event not found', 'not_found');
  });

  it('does not reuse the id of a deleted event', () => {
    given(leagueEventDecider, [created, deleted]).when({ type: 'CreateLeagueEvent', eventId: 'e1', title: 'T', description: '', eventDate: null, thumbnailUrl: null })
      .thenError('Event already exists', 'conflict');
  });
});
