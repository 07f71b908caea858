import { battlerDecider, battlerStream, type BattlerEvent, type BattlerState, profileOf } from '../../domain/battler/battler';
import { MERGE_FACED_EACH_OTHER } from '../../domain/battler/limits';
import { DomainError } from '../../domain/shared/errors';
import { videoDecider, videoStream } from '../../domain/video/video';
import { deleteByUrl, followMerges } from '../catalogue';
import { videosOfBattler } from '../catalogue/read-model';
import { type CommandContext, handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { BlobStorage } from '../ports/services';
import { type Reaction, reactor } from '../reactors/reactor';

export const BATTLER_MERGES = 'battler_merges';

/** How long a turn waits for the videos read model to reach the merge before it is retried. */
const READ_MODEL_WAIT_MS = 5000;

/** Where battler photos and covers are stored (the catalogue's storeImage, folder 'battlers'): the only files a merge deletes. */
const UPLOADS = '/uploads/';
const BATTLER_UPLOADS = `${UPLOADS}battlers/`;
/** one stored file right in that folder (a generated name), never a path out of it */
const isBattlerUpload = (url: string) => url.startsWith(BATTLER_UPLOADS) && /^[\w-]+\.\w+$/.test(url.slice(BATTLER_UPLOADS.length));

/**
 * Moves what a merged battler had to the battler it was merged into (DESIGN §4b):
 * ReassignBattler on each of the source's videos, then AbsorbBattler on the target
 * (its approved applications, its owner when only the source was claimed, and the
 * photo, cover, texts and flags the target lacks: `mergeOutcome`); then deletes the
 * files of the source's images the target did not take, as that absorb recorded them.
 *
 * The source's videos come from the videos read model once it has applied the merge
 * event, so a video uploaded a moment before the merge moves too. A video recorded
 * after the merge that still names the source (its upload resolved the name just
 * before) is re-pointed on its own VideoUploaded / VideoUpdated.
 *
 * Every turn works from what the streams say now: a re-pointed video records
 * nothing, a target that absorbed the source records nothing, so a redelivery or a
 * replay does nothing twice. A chain (a → b, then b → c) ends at the newest target.
 * The file deletion is read back from the recorded absorb on every turn, so a crash
 * between the append and the deletion is made good by the redelivery (deleting a file
 * already gone is nothing).
 */
export const battlerMerges = reactor({
  name: BATTLER_MERGES,
  handles: ['BattlerMerged', 'VideoUploaded', 'VideoUpdated'],
  async react(event, reaction) {
    const ctx = reaction.context();
    if (event.type === 'BattlerMerged') {
      if (!await reaction.readModels.waitFor(event.position, READ_MODEL_WAIT_MS)) {
        throw new Error('the videos read model has not reached the merge yet');
      }
      await moveVideos(reaction, event.data.battlerId, ctx);
      await absorb(reaction, event.data.battlerId, ctx);
      return;
    }
    const d = event.data;
    for (const id of [d.battlerAId, d.battlerBId]) {
      const end = await followMerges(reaction.events, id);
      if (end.id !== id) await reassign(reaction, d.videoId, id, end.id, end.state.name, ctx);
    }
  },
});

async function moveVideos(reaction: Reaction, sourceId: string, ctx: CommandContext): Promise<void> {
  const end = await followMerges(reaction.events, sourceId);
  if (end.id === sourceId) return;
  for (const video of await videosOfBattler(reaction.reads, sourceId)) {
    await reassign(reaction, video.id, sourceId, end.id, end.state.name, ctx);
  }
}

async function reassign({ events, log }: Reaction, videoId: string, fromBattlerId: string, toBattlerId: string, toName: string,
  ctx: CommandContext): Promise<void> {
  try {
    await handleCommand(events, videoStream(videoId), videoDecider, { type: 'ReassignBattler', fromBattlerId, toBattlerId, toName }, ctx);
  } catch (err) {
    // a video of the two recorded after the route's check: it stays with the source rather than stop every later merge
    if (!(err instanceof DomainError && err.message === MERGE_FACED_EACH_OTHER)) throw err;
    log.error({ err, videoId, fromBattlerId, toBattlerId }, 'merge: a video of both battlers stays with the source');
  }
}

/** Into the end of the chain, unless a battler on it absorbed the source already; then the files nothing points at go. */
async function absorb({ events, blobs }: Reaction, sourceId: string, ctx: CommandContext): Promise<void> {
  const { path } = await followMerges(events, sourceId);
  const [source, ...targets] = path;
  if (targets.length === 0) return;
  const done = targets.find((t) => t.absorbed.includes(sourceId));
  if (done?.battlerId) {
    await discardImages(blobs, await recordedAbsorb(events, done.battlerId, sourceId));
    return;
  }
  const target = targets[targets.length - 1] as BattlerState;
  if (!target.battlerId || !target.exists || target.deleted) return;
  const { events: appended } = await handleCommand(events, battlerStream(target.battlerId), battlerDecider, {
    type: 'AbsorbBattler', sourceId, sourceName: source.name,
    userId: source.userId, approvedApplications: [...source.approvedApplications], profile: profileOf(source),
  }, ctx);
  const absorbed = appended.find((e) => e.type === 'BattlerAbsorbed');
  // nothing recorded: another instance absorbed it a moment ago; its record says what goes
  await discardImages(blobs, absorbed ?? await recordedAbsorb(events, target.battlerId, sourceId));
}

async function recordedAbsorb(events: EventStore, battlerId: string, sourceId: string): Promise<BattlerEvent | undefined> {
  const recorded = await events.readStream(battlerStream(battlerId)) as unknown as BattlerEvent[];
  return recorded.find((e) => e.type === 'BattlerAbsorbed' && e.data.sourceId === sourceId);
}

/** Only the source's photo and cover stored under the battlers' uploads: an address elsewhere is not ours to delete. */
async function discardImages(blobs: BlobStorage, absorbed: BattlerEvent | undefined): Promise<void> {
  if (absorbed?.type !== 'BattlerAbsorbed') return;
  for (const url of absorbed.data.discardedImageUrls ?? []) {
    if (isBattlerUpload(url)) await deleteByUrl(blobs, url);
  }
}
