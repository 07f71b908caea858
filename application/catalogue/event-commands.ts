import { inject, injectable } from 'inversify';
import { leagueEventDecider, leagueEventStream } from '../../domain/league-event/league-event';
import { DomainError, invalid } from '../../domain/shared/errors';
import { type CommandContext, handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ProcessorLogger } from '../ports/processing';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { VIDEOS, type VideoView } from './read-model';
import { deleteByUrl, type ImageFile, storeImage } from './stored-files';
import { VideoCommands } from './video-commands';

export interface EventInput {
  title: string;
  description: string;
  eventDate: string | null;
}

@injectable()
export class EventCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(VideoCommands) private readonly videos: VideoCommands,
    @inject(TOKENS.Logger) private readonly log: ProcessorLogger,
  ) {}

  async create(input: EventInput, thumbnail: ImageFile | null, ctx: CommandContext) {
    if (!(input.title ?? '').trim()) throw invalid('Please enter an event title');
    const eventId = this.ids.next();
    const stored = thumbnail ? await storeImage(this.blobs, this.ids, 'thumbnails', thumbnail) : null;
    try {
      const { position } = await handleCommand(this.events, leagueEventStream(eventId), leagueEventDecider, {
        type: 'CreateLeagueEvent', eventId, ...input, thumbnailUrl: stored?.url ?? null,
      }, ctx);
      return { eventId, position };
    } catch (err) {
      if (stored) await deleteByUrl(this.blobs, stored.url);
      throw err;
    }
  }

  /** thumbnail: a new image replaces it, null clears it, undefined keeps it. */
  async update(eventId: string, input: EventInput, thumbnail: ImageFile | null | undefined, ctx: CommandContext) {
    const stored = thumbnail ? await storeImage(this.blobs, this.ids, 'thumbnails', thumbnail) : null;
    try {
      const { events, position } = await handleCommand(this.events, leagueEventStream(eventId), leagueEventDecider, {
        type: 'UpdateLeagueEvent', ...input, thumbnailUrl: thumbnail === undefined ? undefined : stored?.url ?? null,
      }, ctx);
      const updated = events[0];
      if (updated?.type === 'LeagueEventUpdated' && updated.data.previousThumbnailUrl !== updated.data.thumbnailUrl) {
        await deleteByUrl(this.blobs, updated.data.previousThumbnailUrl);
      }
      return { eventId, position };
    } catch (err) {
      if (stored) await deleteByUrl(this.blobs, stored.url);
      throw err;
    }
  }

  /**
   * The event goes, then each of its videos, as the videos read model lists them right after
   * the event's deletion is appended (nothing waits for that model to catch up): a video uploaded
   * a moment before may not be listed yet, survive and show under 'Unknown Event' in the admin
   * list, where it can be deleted. A video that fails to go is logged and not counted; the
   * others still go. `deletedVideos` counts those this call deleted.
   */
  async delete(eventId: string, ctx: CommandContext) {
    const { events, position } = await handleCommand(this.events, leagueEventStream(eventId), leagueEventDecider,
      { type: 'DeleteLeagueEvent' }, ctx);
    let last = position;
    const deleted = events[0];
    if (deleted?.type === 'LeagueEventDeleted') await deleteByUrl(this.blobs, deleted.data.thumbnailUrl);
    const videos = await this.store.collection<VideoView>(VIDEOS).find({ eventId });
    let deletedVideos = 0;
    for (const v of videos) {
      try {
        last = Math.max(last, await this.videos.delete(v.id, 'event_deleted', ctx));
        deletedVideos++;
      } catch (err) {
        if (err instanceof DomainError && err.kind === 'not_found') {
          // deleted meanwhile by someone else: gone, but not by this call
          this.log.info({ eventId, videoId: v.id }, 'event deletion: its video was already deleted');
        } else {
          this.log.error({ err, eventId, videoId: v.id }, 'event deletion: a video of the event could not be deleted');
        }
      }
    }
    return { position: last, deletedVideos };
  }
}
