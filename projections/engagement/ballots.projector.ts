import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { BALLOTS, ballotId, type BallotView } from '../../application/engagement/read-model';
import type { BallotEvent } from '../../domain/vote/ballot';
import { applyOnce, type Projector } from '../projector';

/** Each user's current vote per video. */
export const ballotsProjector: Projector = {
  name: 'ballots',
  handles: ['VoteCast', 'VoteChanged'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const d = (event as unknown as BallotEvent).data;
    const id = ballotId(d.videoId, d.userId);
    await applyOnce(store.collection<BallotView>(BALLOTS), id, event.position, () => ({
      id, videoId: d.videoId, userId: d.userId, votedBattlerId: d.battlerId,
      battlerAId: d.battlerAId, battlerBId: d.battlerBId, updatedAt: event.metadata.at,
    }));
  },
};
