import type { CatalogueQueries } from '../../application/catalogue/catalogue-queries';
import { EVENTS } from '../../application/catalogue/read-model';
import type { ReadStore } from '../../application/ports/read-store';

/**
 * The events page's first card picture, the page's largest paint on a phone, for index.html to
 * preload (api/http/page-hints.ts): the same first event `GET /api/events` answers. Read once,
 * then again only after the events read model changed; a failed read names no picture.
 */
export function firstEventPicture(catalogue: CatalogueQueries, store: ReadStore): () => Promise<string | null> {
  let known: Promise<string | null> | null = null;
  store.onChange((collection) => {
    if (collection === EVENTS) known = null;
  });
  return () => (known ??= catalogue.listEvents().then((events) => events[0]?.thumbnailUrl ?? null, () => null));
}
