import { inject, injectable } from 'inversify';
import { battlerYoutubeDecider } from '../../domain/youtube/battler-youtube';
import { youtubeStream } from '../../domain/youtube/youtube';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { TOKENS } from '../tokens';

export const YOUTUBE_MERGES = 'youtube_merges';

/**
 * A merge moves the source battler's YouTube videos and reviews to the target
 * (DESIGN §4b): MergeVideosIn on the target's stream, then Reset on the source's.
 * Both are idempotent (the target records each source once; a clear source resets
 * to nothing), so a crash between the two, a redelivery or a replay of the whole
 * log moves everything once.
 */
@injectable()
export class YoutubeMerges {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.reactor = defineReactor({
      name: YOUTUBE_MERGES,
      handles: ['BattlerMerged'],
      react: async (event, reaction) => {
        const ctx = reactionContext(event, { clock: this.clock, fence: reaction?.fence });
        const d = event.data;
        const source = (await loadStream(this.events, youtubeStream(d.battlerId), battlerYoutubeDecider)).state;
        await handleCommand(this.events, youtubeStream(d.targetId), battlerYoutubeDecider, {
          type: 'MergeVideosIn', battlerId: d.targetId, battlerName: d.targetName, fromBattlerId: d.battlerId, fromBattlerName: d.name,
          videos: Object.values(source.videos),
        }, ctx);
        await handleCommand(this.events, youtubeStream(d.battlerId), battlerYoutubeDecider, { type: 'Reset', battlerId: d.battlerId, battlerName: d.name }, ctx);
      },
    });
  }
}
