import { inject, injectable } from 'inversify';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { MERGE_FACED_EACH_OTHER, MERGE_SAME_BATTLER } from '../../domain/battler/limits';
import { conflict, invalid } from '../../domain/shared/errors';
import { VIDEOS, type VideoView, videosOfBattler } from '../catalogue/read-model';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';

/**
 * MergeBattlers (issue 13): one event on the source's stream. What the source had
 * moves afterwards, by the battler_merges reactor (videos, applications, owner) and
 * the YouTube one; the route answers once they settled.
 */
@injectable()
export class MergeCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
  ) {}

  async merge(sourceId: string, targetId: string, ctx: CommandContext): Promise<number> {
    if (sourceId === targetId) throw invalid(MERGE_SAME_BATTLER);
    const { state: target } = await loadStream(this.events, battlerStream(targetId), battlerDecider);
    // the two on one video: merged, a battler would face itself (the video reactor refuses it too, late)
    if (await this.facedEachOther(sourceId, targetId)) throw conflict(MERGE_FACED_EACH_OTHER);
    const { position } = await handleCommand(this.events, battlerStream(sourceId), battlerDecider, {
      type: 'MergeBattlers',
      target: {
        battlerId: targetId, name: target.name, exists: target.exists && !target.deleted,
        mergedInto: target.mergedInto, userId: target.userId,
      },
    }, ctx);
    return position;
  }

  /** The source's videos before the merge, to count those it re-pointed afterwards. */
  async videosOf(battlerId: string): Promise<string[]> {
    return (await videosOfBattler(this.store, battlerId)).map((v) => v.id);
  }

  async videosMoved(videoIds: readonly string[], targetId: string): Promise<number> {
    const videos = this.store.collection<VideoView>(VIDEOS);
    const docs = await Promise.all(videoIds.map((id) => videos.get(id)));
    return docs.filter((v) => v && (v.battlerAId === targetId || v.battlerBId === targetId)).length;
  }

  async facedEachOther(sourceId: string, targetId: string): Promise<boolean> {
    const videos = await videosOfBattler(this.store, sourceId);
    return videos.some((v) => v.battlerAId === targetId || v.battlerBId === targetId);
  }
}
