import type { RecordedOf } from '../../application/ports/processing';
import type { ReadStore } from '../../application/ports/read-store';
import { INSIGHTS_BATTLER_DAYS, INSIGHTS_DAYS, REACH_EVENT_DAYS, REACH_EVENTS } from '../../application/reach/read-model';
import { votedAsNow } from '../../application/catalogue/read-model';
import type { EventOfType } from '../../domain/events';
import { samePair } from '../../domain/vote/ballot';
import { applyOnce } from '../projector';
import { CountBatch, keyOf } from './counts';
import {
  type Ballot, battlerDay, type CommentSeen, countVote, dayOf, eventDay, eventViewer, insightsDay, join, REACH_BALLOTS, REACH_COMMENTS,
  REACH_EVENT_VIEWERS, REACH_VIDEO_DAYS, REACH_VIDEO_VIEWERS, REACH_VIDEOS, REACH_VIEWS, type VideoReach, videoDay, videoViewer,
  type ViewSession,
} from './lookups';

/**
 * A counted view: +1 on its video, its event and the league's day; a viewer's first
 * counted view of an event's videos makes them one of its unique viewers.
 * The video's document is written last: once it is at this position the view was counted.
 */
export async function viewCounted(event: RecordedOf<EventOfType<'ViewCounted'>>, store: ReadStore): Promise<void> {
  const { videoId, viewerKey } = event.data;
  const video = await store.collection<VideoReach>(REACH_VIDEOS).get(videoId);
  if (!video || video._position >= event.position) return;
  const day = dayOf(event);
  const viewers = new CountBatch(true)
    .add(REACH_VIDEO_VIEWERS, join(videoId, viewerKey), videoViewer(videoId, viewerKey), { views: 1 })
    .add(REACH_EVENT_VIEWERS, join(video.eventId, viewerKey), eventViewer(video.eventId, viewerKey), { views: 1 });
  const seen = (await viewers.flush(store, event.position)).get(keyOf(REACH_EVENT_VIEWERS, join(video.eventId, viewerKey)));
  const first = seen && seen.before.views === 0 && seen.after.views > 0 ? 1 : 0;
  await new CountBatch()
    .add(REACH_VIDEO_DAYS, join(videoId, day), videoDay(videoId, day), { views: 1 })
    .add(REACH_EVENT_DAYS, join(video.eventId, day), eventDay(video.eventId, day), { views: 1 })
    .add(INSIGHTS_DAYS, day, insightsDay(day), { views: 1 })
    .add(REACH_EVENTS, video.eventId, null, { views: 1, uniqueViewers: first })
    .flush(store, event.position);
  // read and checked above, unchanged since: written without a second read
  await store.collection<VideoReach>(REACH_VIDEOS).put({ ...video, views: video.views + 1, _position: event.position });
}

/**
 * A progress report: the session's watched time is its last report, capped at the
 * video's duration; the change from the session's previous report moves the sums.
 */
export async function progressRecorded(
  event: RecordedOf<EventOfType<'ViewProgressRecorded' | 'ViewQualified'>>, store: ReadStore,
): Promise<void> {
  const { viewId, videoId, watchedDuration } = event.data;
  const sessions = store.collection<ViewSession>(REACH_VIEWS);
  const session = await sessions.get(viewId);
  if (session && session._position >= event.position) return;
  const video = await store.collection<VideoReach>(REACH_VIDEOS).get(videoId);
  if (!video) return;
  const watched = Math.max(0, video.duration === null ? watchedDuration : Math.min(watchedDuration, video.duration));
  const delta = watched - (session?.watched ?? 0);
  if (delta !== 0) {
    await new CountBatch()
      .add(REACH_EVENTS, video.eventId, null, { watchSeconds: delta })
      .add(REACH_VIDEOS, videoId, null, { watchSeconds: delta })
      .flush(store, event.position);
  }
  await applyOnce(sessions, viewId, event.position, () => ({ id: viewId, videoId, watched }));
}

/**
 * A ballot cast or changed. A standing ballot counts once, on the day it was first cast;
 * a change moves it to the other battler on that same day. A vote for a pair the video no
 * longer has does not count, as in the tally. The ballot document is written last.
 */
export async function voted(event: RecordedOf<EventOfType<'VoteCast' | 'VoteChanged'>>, store: ReadStore): Promise<void> {
  const video = await store.collection<VideoReach>(REACH_VIDEOS).get(event.data.videoId);
  if (!video) return;
  const d = votedAsNow(video, event.data);
  if (!samePair(video, d)) return;
  const ballots = store.collection<Ballot>(REACH_BALLOTS);
  const id = join(d.videoId, d.userId);
  const ballot = await ballots.get(id);
  if (ballot && ballot._position >= event.position) return;
  const batch = new CountBatch();
  let day: string;
  if (ballot) {
    day = ballot.day;
    if (ballot.battlerId === d.battlerId) return;
    batch.add(INSIGHTS_BATTLER_DAYS, join(ballot.battlerId, day), battlerDay(ballot.battlerId, day), { votes: -1 });
    batch.add(INSIGHTS_BATTLER_DAYS, join(d.battlerId, day), battlerDay(d.battlerId, day), { votes: 1 });
  } else {
    // a change with no standing ballot here counts as the tally counts it: one more vote
    day = dayOf(event);
    countVote(batch, video, { battlerId: d.battlerId, day }, 1);
  }
  await batch.flush(store, event.position);
  // read and checked above: written without a second read
  await ballots.put({ id, videoId: d.videoId, battlerId: d.battlerId, day, _position: event.position });
}

/** A visible comment or reply: +1 on its video, its event and the day it was posted. */
export async function commentPosted(event: RecordedOf<EventOfType<'CommentPosted'>>, store: ReadStore): Promise<void> {
  const { commentId, videoId, parentCommentId } = event.data;
  const comments = store.collection<CommentSeen>(REACH_COMMENTS);
  const current = await comments.get(commentId);
  if (current && current._position >= event.position) return;
  const video = await store.collection<VideoReach>(REACH_VIDEOS).get(videoId);
  if (!video) return;
  // a reply that raced its parent's deletion has no thread to join (as the comments list)
  if (parentCommentId !== null && !(await comments.get(parentCommentId))) return;
  const day = dayOf(event);
  await new CountBatch()
    .add(INSIGHTS_DAYS, day, insightsDay(day), { comments: 1 })
    .add(REACH_EVENTS, video.eventId, null, { comments: 1 })
    .add(REACH_VIDEOS, videoId, null, { comments: 1 })
    .flush(store, event.position);
  await comments.put({ id: commentId, videoId, parentCommentId, day, _position: event.position });
}

/** A comment deleted or removed, with its replies when it opened a thread: each visible one −1 where it counted. */
export async function commentGone(
  event: RecordedOf<EventOfType<'CommentDeleted' | 'CommentRemoved'>>, store: ReadStore,
): Promise<void> {
  const comments = store.collection<CommentSeen>(REACH_COMMENTS);
  const comment = await comments.get(event.data.commentId);
  if (!comment) return;
  const replies = comment.parentCommentId === null ? await comments.find({ parentCommentId: comment.id }) : [];
  const gone = [...replies, comment];
  const video = await store.collection<VideoReach>(REACH_VIDEOS).get(comment.videoId);
  const batch = new CountBatch();
  for (const c of gone) batch.add(INSIGHTS_DAYS, c.day, insightsDay(c.day), { comments: -1 });
  if (video) {
    batch.add(REACH_EVENTS, video.eventId, null, { comments: -gone.length });
    batch.add(REACH_VIDEOS, video.id, null, { comments: -gone.length });
  }
  await batch.flush(store, event.position);
  // the comment itself last: while it is here, the event was not fully applied
  for (const c of gone) await comments.delete(c.id);
}
