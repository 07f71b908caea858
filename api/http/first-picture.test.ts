import { CatalogueQueries } from '../../application/catalogue/catalogue-queries';
import { EVENTS, type EventView } from '../../application/catalogue/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { firstEventPicture } from './first-picture';

const event = (id: string, eventTime: number | null, thumbnailUrl: string | null): EventView => ({
  id, title: id, description: '', thumbnailUrl, eventDate: eventTime === null ? null : new Date(eventTime).toISOString(), eventTime,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', videoCount: 0, mainVideo: null, searchText: id, _position: 1,
});

describe('the events page first picture', () => {
  it("is the first event's of the events list, read again only after the events changed", async () => {
    const store = new MemoryReadStore();
    const queries = new CatalogueQueries(store);
    const listed = jest.spyOn(queries, 'listEvents');
    const picture = firstEventPicture(queries, store);
    const events = store.collection<EventView>(EVENTS);
    expect(await picture()).toBeNull();

    await events.put(event('older', Date.UTC(2026, 0, 1), '/uploads/thumbnails/older.png'));
    await events.put(event('newer', Date.UTC(2026, 5, 1), '/uploads/thumbnails/newer.png'));
    expect(await picture()).toBe('/uploads/thumbnails/newer.png');
    await picture();
    expect(listed).toHaveBeenCalledTimes(2);

    // another model's change leaves it; the events' own change reads again
    await store.collection<{ id: string }>('battlers').put({ id: 'b' });
    await picture();
    expect(listed).toHaveBeenCalledTimes(2);
    await events.put(event('newest', Date.UTC(2026, 8, 1), null));
    expect(await picture()).toBeNull();
    expect(listed).toHaveBeenCalledTimes(3);
  });

  it('names none when the read fails', async () => {
    const store = new MemoryReadStore();
    const queries = new CatalogueQueries(store);
    jest.spyOn(queries, 'listEvents').mockRejectedValue(new Error('store down'));
    expect(await firstEventPicture(queries, store)()).toBeNull();
  });
});
