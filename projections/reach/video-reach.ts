import type { RecordedOf } from '../../application/ports/processing';
import type { ReadStore } from '../../application/ports/read-store';
import { INSIGHTS_BATTLER_DAYS, INSIGHTS_DAYS, REACH_EVENT_DAYS, REACH_EVENTS } from '../../application/reach/read-model';
import { formerAfter } from '../catalogue/video-doc';
import type { EventOfType } from '../../domain/events';
import { applyOnce } from '../projector';
import { CountBatch, keyOf } from './counts';
import {
  type Ballot, battlerDay, type CommentSeen, countVote, eventDay, eventViewer, insightsDay, join, REACH_BALLOTS, REACH_COMMENTS,
  REACH_EVENT_VIEWERS, REACH_VIDEO_DAYS, REACH_VIDEO_VIEWERS, REACH_VIDEOS, type VideoDay, type VideoReach, type VideoViewer,
} from './lookups';

const videosOf = (store: ReadStore) => store.collection<VideoReach>(REACH_VIDEOS);

/** A new video: one more on its event. */
export async function videoUploaded(event: RecordedOf<EventOfType<'VideoUploaded'>>, store: ReadStore): Promise<void> {
  const d = event.data;
  const current = await videosOf(store).get(d.videoId);
  if (current && current._position >= event.position) return;
  await new CountBatch().add(REACH_EVENTS, d.eventId, null, { videos: 1 }).flush(store, event.position);
  await applyOnce(videosOf(store), d.videoId, event.position, () => ({
    id: d.videoId, eventId: d.eventId, duration: d.duration, battlerAId: d.battlerAId, battlerBId: d.battlerBId,
    views: 0, watchSeconds: 0, comments: 0,
  }));
}

const ballotsOf = (store: ReadStore, videoId: string) => store.collection<Ballot>(REACH_BALLOTS).find({ videoId });

const perDay = (ballots: readonly Ballot[]) => {
  const days = new Map<string, number>();
  for (const b of ballots) days.set(b.day, (days.get(b.day) ?? 0) + 1);
  return days;
};

/** Every standing ballot of the video stops counting (a pair changed, the video deleted). */
function dropBallots(ballots: readonly Ballot[], video: VideoReach, batch: CountBatch): void {
  for (const b of ballots) countVote(batch, video, b, -1);
}

/**
 * The video's counts leave `from` (and join `to`, when moved): the event documents, the
 * event's days and its viewers; a viewer whose last counted view leaves is no longer one
 * of the event's unique viewers. `staying`: the ballots that keep counting for the video
 * (none after a pair change or a deletion, which took them away already).
 */
async function moveCounts(
  store: ReadStore, video: VideoReach, from: string, to: string | null, batch: CountBatch, position: number, staying: readonly Ballot[],
): Promise<void> {
  const moving = { videos: 1, views: video.views, watchSeconds: video.watchSeconds, comments: video.comments, votes: staying.length };
  const negative = Object.fromEntries(Object.entries(moving).map(([k, v]) => [k, -v]));
  batch.add(REACH_EVENTS, from, null, negative);
  if (to) batch.add(REACH_EVENTS, to, null, moving);
  for (const vd of await store.collection<VideoDay>(REACH_VIDEO_DAYS).find({ videoId: video.id })) {
    batch.add(REACH_EVENT_DAYS, join(from, vd.day), eventDay(from, vd.day), { views: -vd.views });
    if (to) batch.add(REACH_EVENT_DAYS, join(to, vd.day), eventDay(to, vd.day), { views: vd.views });
    else batch.add(INSIGHTS_DAYS, vd.day, insightsDay(vd.day), { views: -vd.views });
  }
  for (const [day, votes] of perDay(staying)) {
    batch.add(REACH_EVENT_DAYS, join(from, day), eventDay(from, day), { votes: -votes });
    if (to) batch.add(REACH_EVENT_DAYS, join(to, day), eventDay(to, day), { votes });
  }
  const viewers = new CountBatch(true);
  const watched = (await store.collection<VideoViewer>(REACH_VIDEO_VIEWERS).find({ videoId: video.id })).filter((v) => v.views > 0);
  for (const v of watched) {
    viewers.add(REACH_EVENT_VIEWERS, join(from, v.viewerKey), eventViewer(from, v.viewerKey), { views: -v.views });
    if (to) viewers.add(REACH_EVENT_VIEWERS, join(to, v.viewerKey), eventViewer(to, v.viewerKey), { views: v.views });
  }
  const changes = await viewers.flush(store, position);
  const unique = (eventId: string) => {
    let n = 0;
    for (const v of watched) {
      const c = changes.get(keyOf(REACH_EVENT_VIEWERS, join(eventId, v.viewerKey)));
      if (c) n += Number(c.after.views > 0) - Number(c.before.views > 0);
    }
    return n;
  };
  batch.add(REACH_EVENTS, from, null, { uniqueViewers: unique(from) });
  if (to) batch.add(REACH_EVENTS, to, null, { uniqueViewers: unique(to) });
}

/**
 * An edit. Another pair resets the tally (its ballots no longer count; swapped sides keep
 * them); another event takes the video's counts with it. The video's document is written last.
 */
export async function videoUpdated(event: RecordedOf<EventOfType<'VideoUpdated'>>, store: ReadStore): Promise<void> {
  const d = event.data;
  const video = await videosOf(store).get(d.videoId);
  if (!video || video._position >= event.position) return;
  const sameFight = d.battlerAId === video.battlerAId && d.battlerBId === video.battlerBId;
  const swapped = d.battlerAId === video.battlerBId && d.battlerBId === video.battlerAId;
  const reset = !sameFight && !swapped;
  const moved = d.eventId !== video.eventId;
  const batch = new CountBatch();
  const ballots = reset || moved ? await ballotsOf(store, video.id) : [];
  if (reset) dropBallots(ballots, video, batch);
  if (moved) await moveCounts(store, video, video.eventId, d.eventId, batch, event.position, reset ? [] : ballots);
  await batch.flush(store, event.position);
  if (reset) for (const b of ballots) await store.collection<Ballot>(REACH_BALLOTS).delete(b.id);
  await applyOnce(videosOf(store), video.id, event.position, (v) => v && {
    ...v, eventId: d.eventId, battlerAId: d.battlerAId, battlerBId: d.battlerBId,
  });
}

/** A deleted video takes every count it brought with it; its private documents go, its own last. */
export async function videoDeleted(event: RecordedOf<EventOfType<'VideoDeleted'>>, store: ReadStore): Promise<void> {
  const video = await videosOf(store).get(event.data.videoId);
  if (!video) return;
  const batch = new CountBatch();
  const dropped = await ballotsOf(store, video.id);
  dropBallots(dropped, video, batch);
  await moveCounts(store, video, video.eventId, null, batch, event.position, []);
  const comments = await store.collection<CommentSeen>(REACH_COMMENTS).find({ videoId: video.id });
  for (const c of comments) batch.add(INSIGHTS_DAYS, c.day, insightsDay(c.day), { comments: -1 });
  await batch.flush(store, event.position);
  for (const b of dropped) await store.collection<Ballot>(REACH_BALLOTS).delete(b.id);
  for (const c of comments) await store.collection<CommentSeen>(REACH_COMMENTS).delete(c.id);
  await store.collection(REACH_VIDEO_DAYS).deleteMany({ videoId: video.id });
  await store.collection(REACH_VIDEO_VIEWERS).deleteMany({ videoId: video.id });
  await videosOf(store).delete(video.id);
}

/** A merge: the side names the battler that absorbed the other, and the ballots for it count for that one. */
export async function battlerReassigned(event: RecordedOf<EventOfType<'VideoBattlerReassigned'>>, store: ReadStore): Promise<void> {
  const d = event.data;
  const video = await videosOf(store).get(d.videoId);
  if (!video || video._position >= event.position) return;
  const ballots = store.collection<Ballot>(REACH_BALLOTS);
  const moving = (await ballots.find({ videoId: d.videoId })).filter((b) => b.battlerId === d.fromBattlerId);
  const batch = new CountBatch();
  for (const b of moving) {
    batch.add(INSIGHTS_BATTLER_DAYS, join(d.fromBattlerId, b.day), battlerDay(d.fromBattlerId, b.day), { votes: -1 });
    batch.add(INSIGHTS_BATTLER_DAYS, join(d.battlerId, b.day), battlerDay(d.battlerId, b.day), { votes: 1 });
  }
  await batch.flush(store, event.position);
  for (const b of moving) await applyOnce(ballots, b.id, event.position, (c) => c && { ...c, battlerId: d.battlerId });
  await applyOnce(videosOf(store), video.id, event.position, (v) => v && {
    ...v, battlerAId: d.battlerAId, battlerBId: d.battlerBId, formerBattlerIds: formerAfter(v.formerBattlerIds, d),
  });
}
