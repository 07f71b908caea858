import { BALLOTS, ballotId, type BallotView } from '../../application/engagement/read-model';
import { type VideoView, votedAsNow } from '../../application/catalogue/read-model';
import { formerAfter } from '../catalogue/video-doc';
import { applyOnce, defineProjector, type Projected } from '../projector';

/** Its private lookup of videos: which battlers a merge moved each one's sides from (fed by uploads, merges, deletions). */
const BALLOTS_VIDEOS = 'ballots_videos';
type VideoMerges = Pick<VideoView, 'formerBattlerIds'> & Projected;

/** Each user's current vote per video. */
export const ballotsProjector = defineProjector({
  name: 'ballots',
  // 2: merges from its own lookup (a stored model is rebuilt to fill it)
  version: 2,
  collections: [BALLOTS_VIDEOS],
  handles: ['VideoUploaded', 'VideoDeleted', 'VoteCast', 'VoteChanged', 'VideoBattlerReassigned'],
  async apply(event, store) {
    const ballots = store.collection<BallotView>(BALLOTS);
    const lookup = store.collection<VideoMerges>(BALLOTS_VIDEOS);
    if (event.type === 'VideoUploaded') return applyOnce(lookup, event.data.videoId, event.position, () => ({ id: event.data.videoId }));
    if (event.type === 'VideoDeleted') return applyOnce(lookup, event.data.videoId, event.position, () => null);
    if (event.type === 'VideoBattlerReassigned') {
      // a merge: a vote for the source is the same vote for the target, and shows as one
      const { videoId, fromBattlerId, battlerId } = event.data;
      await applyOnce(lookup, videoId, event.position, (current) => current && {
        ...current, formerBattlerIds: formerAfter(current.formerBattlerIds, event.data),
      });
      const moved = (id: string) => (id === fromBattlerId ? battlerId : id);
      for (const b of await ballots.find({ videoId })) {
        await applyOnce(ballots, b.id, event.position, (current) => current && {
          ...current, votedBattlerId: moved(current.votedBattlerId), battlerAId: moved(current.battlerAId), battlerBId: moved(current.battlerBId),
        });
      }
      return;
    }
    // a vote recorded with the pair from before a merge shows as the video names its battlers now
    const video = await lookup.get(event.data.videoId);
    const d = video ? votedAsNow(video, event.data) : event.data;
    const id = ballotId(d.videoId, d.userId);
    await applyOnce(ballots, id, event.position, () => ({
      id, videoId: d.videoId, userId: d.userId, votedBattlerId: d.battlerId,
      battlerAId: d.battlerAId, battlerBId: d.battlerBId, updatedAt: event.metadata.at,
    }));
  },
});
