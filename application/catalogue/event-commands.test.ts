import 'reflect-metadata';
import { notFound } from '../../domain/shared/errors';
import { ctx, embeddedStores } from '../../test/stores';
import type { ProcessorLogger } from '../ports/processing';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { EventCommands } from './event-commands';
import { VIDEOS, type VideoView } from './read-model';
import type { VideoCommands } from './video-commands';

let next = 0;
const ids: IdGenerator = { next: () => `id-${++next}`, token: () => 'f'.repeat(64) };

describe('EventCommands.delete', () => {
  let stores: ReturnType<typeof embeddedStores>;
  afterEach(async () => stores.close());

  it('counts only the videos it deleted and logs each one that failed, deleting the others', async () => {
    stores = embeddedStores();
    const log: ProcessorLogger = { info: jest.fn(), error: jest.fn() };
    const failure = new Error('disk I/O error');
    const remove = jest.fn(async (videoId: string, _reason: string) => {
      if (videoId === 'v2') throw failure;
      if (videoId === 'v3') throw notFound('Video not found');
      return videoId === 'v1' ? 101 : 104;
    });
    const commands = new EventCommands(stores.events, stores.reads, {} as BlobStorage, ids, { delete: remove } as unknown as VideoCommands, log);
    const { eventId } = await commands.create({ title: 'Summer Clash', description: '', eventDate: null }, null, ctx('admin'));
    for (const id of ['v1', 'v2', 'v3', 'v4']) {
      await stores.reads.collection<VideoView>(VIDEOS).upsert({ id, eventId } as VideoView);
    }

    const answer = await commands.delete(eventId, ctx('admin'));

    expect(remove.mock.calls.map(([videoId, reason]) => [videoId, reason])).toEqual([
      ['v1', 'event_deleted'], ['v2', 'event_deleted'], ['v3', 'event_deleted'], ['v4', 'event_deleted'],
    ]);
    expect(answer).toEqual({ position: 104, deletedVideos: 2 });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: failure, eventId, videoId: 'v2' }), expect.any(String));
    // one deleted meanwhile by someone else is gone all the same: noted, not an error
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ eventId, videoId: 'v3' }), expect.any(String));
  });
});
