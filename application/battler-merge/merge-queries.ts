import { inject, injectable } from 'inversify';
import { battlerDecider, battlerStream, mergeOutcome, type MergeOutcome, profileOf } from '../../domain/battler/battler';
import { findDuplicates, similarTo } from '../../domain/battler/duplicates';
import { MERGE_ALREADY_MERGED, MERGE_BOTH_CLAIMED, MERGE_FACED_EACH_OTHER, MERGE_SAME_BATTLER } from '../../domain/battler/limits';
import { notFound } from '../../domain/shared/errors';
import { BATTLERS, type BattlerView, videosOfBattler } from '../catalogue/read-model';
import { loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { YOUTUBE_VIDEOS } from '../youtube/read-model';

export interface MergePreview {
  source: BattlerView;
  target: BattlerView;
  videos: number;
  votes: number;
  approvedApplications: number;
  youtubeVideos: number;
  ownerMoves: boolean;
  /** what the target takes of the source's photo, cover, texts and flags, and what goes (the absorb's own rule) */
  profile: Omit<MergeOutcome, 'discardedImageUrls'>;
  refusal: string | null;
}

/** The preview's part of `mergeOutcome`: which of the source's own things the target takes, and which go. */
function profileMoves(...[target, source]: Parameters<typeof mergeOutcome>): MergePreview['profile'] {
  const { takes, keepsOwn, ownerManaged } = mergeOutcome(target, profileOf(source));
  return { takes, keepsOwn, ownerManaged };
}

/** More battles first, then the older: the natural target of a merge is listed first. */
const likelyTarget = (x: BattlerView, y: BattlerView) => y.battles - x.battles || x.createdAt.localeCompare(y.createdAt) || x.name.localeCompare(y.name);

/** Duplicate detection and the merge preview, over the battler directory (merged battlers have left it). */
@injectable()
export class MergeQueries {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
  ) {}

  private async directory(): Promise<BattlerView[]> {
    return [...await this.store.collection<BattlerView>(BATTLERS).find({})].sort(likelyTarget);
  }

  async duplicates() {
    return findDuplicates(await this.directory());
  }

  async similar(name: string) {
    return similarTo(name, await this.directory());
  }

  async preview(sourceId: string, targetId: string): Promise<MergePreview> {
    const battlers = this.store.collection<BattlerView>(BATTLERS);
    const [source, target] = await Promise.all([battlers.get(sourceId), battlers.get(targetId)]);
    if (!source || !target) throw notFound('Battler not found');
    const [{ state }, { state: targetState }] = await Promise.all([
      loadStream(this.events, battlerStream(sourceId), battlerDecider),
      loadStream(this.events, battlerStream(targetId), battlerDecider),
    ]);
    const [videos, youtubeVideos] = await Promise.all([
      videosOfBattler(this.store, sourceId),
      // every matched video moves, the irrelevant ones too (with their reviews)
      this.store.collection(YOUTUBE_VIDEOS).count({ battlerId: sourceId }),
    ]);
    const faced = videos.some((v) => v.battlerAId === targetId || v.battlerBId === targetId);
    const refusal = sourceId === targetId ? MERGE_SAME_BATTLER
      : state.mergedInto ? MERGE_ALREADY_MERGED
        : source.userId && target.userId ? MERGE_BOTH_CLAIMED
          : faced ? MERGE_FACED_EACH_OTHER : null;
    return {
      source, target, videos: videos.length, votes: source.totalVotes,
      approvedApplications: state.approvedApplications.length, youtubeVideos,
      ownerMoves: !!source.userId && !target.userId, profile: profileMoves(targetState, state), refusal,
    };
  }
}
