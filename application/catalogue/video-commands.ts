import { inject, injectable } from 'inversify';
import { loadStream, type CommandContext, handleCommand } from '../command-handling';
import { leagueEventDecider, leagueEventStream } from '../../domain/league-event/league-event';
import { invalid, notFound } from '../../domain/shared/errors';
import { type VideoDeleteReason, videoDecider, videoStream } from '../../domain/video/video';
import type { EventStore } from '../ports/event-store';
import type { BlobStorage, IdGenerator, ProbedVideo, VideoProbe } from '../ports/services';
import { TOKENS } from '../tokens';
import { BattlerCommands } from './battler-commands';
import { deleteByUrl, deleteKey, type ImageFile, storeImage, type StoredVideo, videoKey, type VideoUpload } from './stored-files';

export interface VideoFields {
  title: string;
  description: string;
  eventId: string;
  battlerAName: string;
  battlerBName: string;
  isMainEvent: boolean;
  requiresAuth: boolean;
}

@injectable()
export class VideoCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(TOKENS.VideoProbe) private readonly probe: VideoProbe,
    @inject(BattlerCommands) private readonly battlers: BattlerCommands,
  ) {}

  /** The checks that must pass before anything is stored or any battler is created. */
  private async checkFields(f: VideoFields, missingTitle: string) {
    if (!(f.title ?? '').trim() || !(f.eventId ?? '').trim()) throw invalid(missingTitle);
    const a = (f.battlerAName ?? '').trim();
    const b = (f.battlerBName ?? '').trim();
    if (!a || !b) throw invalid('Both battler names are required');
    if (a.toLowerCase() === b.toLowerCase()) throw invalid('Battler A and battler B must be different');
    const { state } = await loadStream(this.events, leagueEventStream(f.eventId.trim()), leagueEventDecider);
    if (!state.exists || state.deleted) throw invalid('Event not found: choose an existing event');
  }

  /** A large upload's fields, checked as the upload will check them, before a byte arrives. */
  async checkUpload(f: VideoFields): Promise<void> {
    await this.checkFields(f, 'Video title and event are required');
  }

  private async resolveBattlers(f: VideoFields, ctx: CommandContext) {
    const a = await this.battlers.resolveByName(f.battlerAName, ctx);
    const b = await this.battlers.resolveByName(f.battlerBName, ctx);
    return { battlerAId: a.id, battlerAName: a.name, battlerBId: b.id, battlerBName: b.name };
  }

  /**
   * Probe, store the file and thumbnail under generated keys, then record the upload.
   * `videoId`: a chunked upload names its video before it starts, so a retry after a
   * crash finds the video it made (`uploaded`) instead of making a second one.
   */
  async upload(f: VideoFields, file: VideoUpload, thumbnail: ImageFile | null, ctx: CommandContext, videoId = this.ids.next()) {
    await this.checkFields(f, 'Video title and event are required');
    const metadata = await this.probe.probe(file.path);
    if (!metadata) throw invalid('Invalid file: please upload a video file');
    // the bytes are stored before any battler is created: a failed store leaves no orphan battler
    const key = videoKey(videoId, file.ext);
    await this.blobs.put(key, file.open(), file.mime);
    return this.record(f, videoId, { key, size: file.size, mime: file.mime }, metadata, thumbnail, ctx);
  }

  /**
   * A video whose bytes are already in storage under `videoKey(videoId, ext)` (a chunked
   * upload joined there): checked and probed as `upload` does, then recorded. The stored
   * file is deleted if anything refuses it.
   */
  async uploadStored(f: VideoFields, file: StoredVideo, probeFile: (probe: VideoProbe) => Promise<ProbedVideo | null>,
    ctx: CommandContext, videoId: string) {
    if (file.key !== videoKey(videoId, file.ext)) throw new Error(`A stored video of ${videoId} belongs at ${videoKey(videoId, file.ext)}`);
    try {
      await this.checkFields(f, 'Video title and event are required');
      const metadata = await probeFile(this.probe);
      if (!metadata) throw invalid('Invalid file: please upload a video file');
      return await this.record(f, videoId, file, metadata, null, ctx);
    } catch (err) {
      await deleteKey(this.blobs, file.key);
      throw err;
    }
  }

  /** The stored file's record (with the thumbnail and battlers) and its renditions' plan; the files go if it fails. */
  private async record(f: VideoFields, videoId: string, file: Omit<StoredVideo, 'ext'>, metadata: ProbedVideo,
    thumbnail: ImageFile | null, ctx: CommandContext) {
    let thumb: { url: string } | null = null;
    try {
      thumb = thumbnail ? await storeImage(this.blobs, this.ids, 'thumbnails', thumbnail) : null;
      const names = await this.resolveBattlers(f, ctx);
      const uploaded = await handleCommand(this.events, videoStream(videoId), videoDecider, {
        type: 'UploadVideo', videoId, ...f, eventId: f.eventId.trim(), ...names,
        file: { key: file.key, size: file.size, mimeType: file.mime }, thumbnailUrl: thumb?.url ?? null, metadata,
      }, ctx);
      // the ladder for its height: the background jobs make each rung
      const planned = await handleCommand(this.events, videoStream(videoId), videoDecider, { type: 'PlanRenditions' }, ctx);
      return { videoId, position: Math.max(uploaded.position, planned.position) };
    } catch (err) {
      await deleteKey(this.blobs, file.key);
      if (thumb) await deleteByUrl(this.blobs, thumb.url);
      throw err;
    }
  }

  /** whether a video was ever recorded under this id (deleted since or not) */
  async uploaded(videoId: string): Promise<boolean> {
    const { state } = await loadStream(this.events, videoStream(videoId), videoDecider);
    return state.exists;
  }

  /** thumbnail: a new image replaces it, null clears it, undefined keeps it. */
  async update(videoId: string, f: VideoFields, thumbnail: ImageFile | null | undefined, ctx: CommandContext) {
    const { state } = await loadStream(this.events, videoStream(videoId), videoDecider);
    if (!state.exists || state.deleted) throw notFound('Video not found');
    await this.checkFields(f, 'Title is required');
    const names = await this.resolveBattlers(f, ctx);
    const stored = thumbnail ? await storeImage(this.blobs, this.ids, 'thumbnails', thumbnail) : null;
    try {
      const { events, position } = await handleCommand(this.events, videoStream(videoId), videoDecider, {
        type: 'UpdateVideo', ...f, eventId: f.eventId.trim(), ...names,
        thumbnailUrl: thumbnail === undefined ? undefined : stored?.url ?? null,
      }, ctx);
      const updated = events[0];
      if (updated?.type === 'VideoUpdated' && updated.data.previousThumbnailUrl !== updated.data.thumbnailUrl) {
        await deleteByUrl(this.blobs, updated.data.previousThumbnailUrl);
      }
      return { videoId, position };
    } catch (err) {
      if (stored) await deleteByUrl(this.blobs, stored.url);
      throw err;
    }
  }

  async delete(videoId: string, reason: VideoDeleteReason, ctx: CommandContext): Promise<number> {
    const { state: before } = await loadStream(this.events, videoStream(videoId), videoDecider);
    const { events, position } = await handleCommand(this.events, videoStream(videoId), videoDecider, { type: 'DeleteVideo', reason }, ctx);
    const deleted = events[0];
    if (deleted?.type === 'VideoDeleted') {
      await deleteKey(this.blobs, deleted.data.fileKey);
      await deleteByUrl(this.blobs, deleted.data.thumbnailUrl);
      for (const r of before.renditions) await deleteKey(this.blobs, r.key);
    }
    return position;
  }
}
