import { BALLOTS, ballotId, type BallotView } from '../../application/engagement/read-model';
import { applyOnce, defineProjector } from '../projector';

/** Each user's current vote per video. */
export const ballotsProjector = defineProjector({
  name: 'ballots',
  handles: ['VoteCast', 'VoteChanged'],
  async apply(event, store) {
    const d = event.data;
    const id = ballotId(d.videoId, d.userId);
    await applyOnce(store.collection<BallotView>(BALLOTS), id, event.position, () => ({
      id, videoId: d.videoId, userId: d.userId, votedBattlerId: d.battlerId,
      battlerAId: d.battlerAId, battlerBId: d.battlerBId, updatedAt: event.metadata.at,
    }));
  },
});
