import { BALLOTS, ballotId, type BallotView } from '../../application/engagement/read-model';
import { VIDEOS, type VideoView, votedAsNow } from '../../application/catalogue/read-model';
import { applyOnce, defineProjector } from '../projector';

/** Each user's current vote per video. */
export const ballotsProjector = defineProjector({
  name: 'ballots',
  readsFrom: ['videos'],
  handles: ['VoteCast', 'VoteChanged', 'VideoBattlerReassigned'],
  async apply(event, store) {
    const ballots = store.collection<BallotView>(BALLOTS);
    if (event.type === 'VideoBattlerReassigned') {
      // a merge: a vote for the source is the same vote for the target, and shows as one
      const { videoId, fromBattlerId, battlerId } = event.data;
      const moved = (id: string) => (id === fromBattlerId ? battlerId : id);
      for (const b of await ballots.find({ videoId })) {
        await applyOnce(ballots, b.id, event.position, (current) => current && {
          ...current, votedBattlerId: moved(current.votedBattlerId), battlerAId: moved(current.battlerAId), battlerBId: moved(current.battlerBId),
        });
      }
      return;
    }
    // a vote recorded with the pair from before a merge shows as the video names its battlers now
    const video = await store.collection<VideoView>(VIDEOS).get(event.data.videoId);
    const d = video ? votedAsNow(video, event.data) : event.data;
    const id = ballotId(d.videoId, d.userId);
    await applyOnce(ballots, id, event.position, () => ({
      id, videoId: d.videoId, userId: d.userId, votedBattlerId: d.battlerId,
      battlerAId: d.battlerAId, battlerBId: d.battlerBId, updatedAt: event.metadata.at,
    }));
  },
});
