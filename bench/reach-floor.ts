/**
 * The least any reach projector must do per vote, for the replay bench to hold the real one
 * against: know the video's league event and the standing ballot (a changed vote counts once,
 * on the day it was first cast), and write the ballot. No counter at all. This is the work
 * the tallies' own ballots projector does per vote; whatever reach counts comes on top.
 */
import type { Projected } from '../projections/projector';
import { applyOnce, defineProjector } from '../projections/projector';
import { dayOf, join } from '../projections/reach/lookups';

interface FloorVideo extends Projected { eventId: string }
interface FloorBallot extends Projected { battlerId: string; day: string }

export const reachFloorProjector = defineProjector({
  name: 'reach-floor',
  handles: ['VideoUploaded', 'VoteCast', 'VoteChanged'],
  async apply(event, store) {
    const videos = store.collection<FloorVideo>('floor_videos');
    if (event.type === 'VideoUploaded') {
      await applyOnce(videos, event.data.videoId, event.position, () => ({ id: event.data.videoId, eventId: event.data.eventId }));
      return;
    }
    const video = await videos.get(event.data.videoId);
    if (!video) return;
    const { userId, battlerId } = event.data;
    await applyOnce(store.collection<FloorBallot>('floor_ballots'), join(video.id, userId), event.position, (ballot) => ({
      id: join(video.id, userId), battlerId, day: ballot?.day ?? dayOf(event),
    }));
  },
});
