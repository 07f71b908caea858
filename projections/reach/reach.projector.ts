import { dateTime } from '../../application/catalogue/read-model';
import {
  type BattlerNameView, type EventReachView, INSIGHTS_BATTLER_DAYS, INSIGHTS_BATTLERS, INSIGHTS_DAYS, REACH_EVENT_DAYS,
  REACH_EVENT_VIEWERS, REACH_EVENTS,
} from '../../application/reach/read-model';
import { applyOnce, defineProjector } from '../projector';
import { CountBatch } from './counts';
import { commentGone, commentPosted, progressRecorded, viewCounted, voted } from './engagement-reach';
import { dayOf, insightsDay, PRIVATE_COLLECTIONS } from './lookups';
import { battlerReassigned, videoDeleted, videoUpdated, videoUploaded } from './video-reach';

/**
 * A sponsor's reach and the league's insights, pre-aggregated: per league event (its
 * title and date, videos, views, unique viewers, watch time, votes, comments), per event
 * and league day, per league day, per battler and day. It reads only the events it handles
 * and its own collections: videos, ballots, comments and view sessions are private lookups
 * fed by their events, and follow the tallies' rules (projections/catalogue/video-doc.ts).
 */
export const reachProjector = defineProjector({
  name: 'reach',
  collections: [REACH_EVENTS, REACH_EVENT_DAYS, REACH_EVENT_VIEWERS, INSIGHTS_DAYS, INSIGHTS_BATTLER_DAYS, INSIGHTS_BATTLERS,
    ...PRIVATE_COLLECTIONS],
  handles: [
    'LeagueEventCreated', 'LeagueEventUpdated', 'LeagueEventDeleted', 'VideoUploaded', 'VideoUpdated', 'VideoDeleted',
    'VideoBattlerReassigned', 'ViewCounted', 'ViewProgressRecorded', 'ViewQualified', 'VoteCast', 'VoteChanged',
    'CommentPosted', 'CommentDeleted', 'CommentRemoved', 'UserRegistered', 'BattlerCreated', 'BattlerDeleted', 'BattlerMerged',
  ],
  async apply(event, store) {
    const events = store.collection<EventReachView>(REACH_EVENTS);
    const battlers = store.collection<BattlerNameView>(INSIGHTS_BATTLERS);
    switch (event.type) {
      case 'LeagueEventCreated': {
        const d = event.data;
        await applyOnce(events, d.eventId, event.position, () => ({
          id: d.eventId, title: d.title, eventDate: d.eventDate, eventTime: dateTime(d.eventDate), deleted: false,
          videos: 0, views: 0, uniqueViewers: 0, watchSeconds: 0, votes: 0, comments: 0,
        }));
        return;
      }
      case 'LeagueEventUpdated': {
        const d = event.data;
        await applyOnce(events, d.eventId, event.position, (e) => e && {
          ...e, title: d.title, eventDate: d.eventDate, eventTime: dateTime(d.eventDate),
        });
        return;
      }
      case 'LeagueEventDeleted':
        // kept, marked: its videos are deleted by their own events, which take their counts away
        await applyOnce(events, event.data.eventId, event.position, (e) => e && { ...e, deleted: true });
        return;
      case 'VideoUploaded': return videoUploaded(event, store);
      case 'VideoUpdated': return videoUpdated(event, store);
      case 'VideoDeleted': return videoDeleted(event, store);
      case 'VideoBattlerReassigned': return battlerReassigned(event, store);
      case 'ViewCounted': return viewCounted(event, store);
      case 'ViewProgressRecorded':
      case 'ViewQualified': return progressRecorded(event, store);
      case 'VoteCast':
      case 'VoteChanged': return voted(event, store);
      case 'CommentPosted': return commentPosted(event, store);
      case 'CommentDeleted':
      case 'CommentRemoved': return commentGone(event, store);
      case 'UserRegistered': {
        const day = dayOf(event);
        await new CountBatch().add(INSIGHTS_DAYS, day, insightsDay(day), { newMembers: 1 }).flush(store, event.position);
        return;
      }
      case 'BattlerCreated':
        await applyOnce(battlers, event.data.battlerId, event.position, () => ({ id: event.data.battlerId, name: event.data.name }));
        return;
      case 'BattlerDeleted':
      case 'BattlerMerged':
        // a merged battler's votes moved to the one that absorbed it with its videos
        await applyOnce(battlers, event.data.battlerId, event.position, () => null);
        return;
    }
  },
});
