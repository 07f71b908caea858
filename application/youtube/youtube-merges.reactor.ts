import { battlerYoutubeDecider } from '../../domain/youtube/battler-youtube';
import { youtubeStream } from '../../domain/youtube/youtube';
import { handleCommand, loadStream } from '../command-handling';
import { reactor } from '../reactors/reactor';

export const YOUTUBE_MERGES = 'youtube_merges';

/**
 * A merge moves the source battler's YouTube videos and reviews to the target
 * (DESIGN §4b): MergeVideosIn on the target's stream, then Reset on the source's.
 * Both are idempotent (the target records each source once; a clear source resets
 * to nothing), so a crash between the two, a redelivery or a replay of the whole
 * log moves everything once.
 */
export const youtubeMerges = reactor({
  name: YOUTUBE_MERGES,
  handles: ['BattlerMerged'],
  async react(event, { events, context }) {
    const ctx = context();
    const d = event.data;
    const source = (await loadStream(events, youtubeStream(d.battlerId), battlerYoutubeDecider)).state;
    await handleCommand(events, youtubeStream(d.targetId), battlerYoutubeDecider, {
      type: 'MergeVideosIn', battlerId: d.targetId, battlerName: d.targetName, fromBattlerId: d.battlerId, fromBattlerName: d.name,
      videos: Object.values(source.videos),
    }, ctx);
    await handleCommand(events, youtubeStream(d.battlerId), battlerYoutubeDecider, { type: 'Reset', battlerId: d.battlerId, battlerName: d.name }, ctx);
  },
});
