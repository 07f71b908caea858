import { inject, injectable } from 'inversify';
import { notFound } from '../../domain/shared/errors';
import { ballotDecider, ballotStream, samePair } from '../../domain/vote/ballot';
import { videoDecider, videoStream } from '../../domain/video/video';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { VIDEOS, type VideoView } from '../catalogue/read-model';
import { BALLOTS, ballotId, type BallotView } from './read-model';

@injectable()
export class VoteCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
  ) {}

  /**
   * CastVote: the video's pair is read from its own stream (the truth, not a read
   * model), the ballot is the user's own stream for this video: many users voting
   * at once never contend, and one user's repeated clicks meet at one revision.
   */
  async cast(videoId: string, userId: string, battlerId: string, ctx: CommandContext): Promise<number> {
    const { state: video } = await loadStream(this.events, videoStream(videoId), videoDecider);
    if (!video.exists || video.deleted) throw notFound('Video not found');
    const { position } = await handleCommand(this.events, ballotStream(videoId, userId), ballotDecider, {
      type: 'CastVote', videoId, userId, battlerId, battlerAId: video.battlerAId, battlerBId: video.battlerBId,
      formerBattlerIds: video.formerBattlerIds,
    }, ctx);
    return position;
  }

  async tally(videoId: string) {
    const video = await this.store.collection<VideoView>(VIDEOS).get(videoId);
    if (!video) throw notFound('Video not found');
    return { battlerAVotes: video.battlerAVotes, battlerBVotes: video.battlerBVotes, totalVotes: video.totalVotes };
  }

  /** The user's vote, or null when none counts for the video's current pair. */
  async userVote(videoId: string, userId: string): Promise<{ votedBattlerId: string | null }> {
    const [video, ballot] = await Promise.all([
      this.store.collection<VideoView>(VIDEOS).get(videoId),
      this.store.collection<BallotView>(BALLOTS).get(ballotId(videoId, userId)),
    ]);
    if (!video) throw notFound('Video not found');
    return { votedBattlerId: ballot && samePair(ballot, video) ? ballot.votedBattlerId : null };
  }
}
