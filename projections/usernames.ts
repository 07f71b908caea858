import type { RecordedOf } from '../application/ports/processing';
import type { ReadStore } from '../application/ports/read-store';
import type { EventOfType } from '../domain/events';
import { applyOnce, type Projected } from './projector';

interface UsernameDoc extends Projected {
  username: string;
}

/**
 * A projector's private lookup of usernames, `<projector>_usernames`, fed by
 * UserRegistered (a username never changes afterwards). The projector handles
 * UserRegistered, calls `remember` first, and lists `collection` in its
 * `collections`: it then names users without reading the users read model, and a
 * rebuild of it alone builds and swaps the lookup with the model.
 */
export function usernames(projector: string) {
  const collection = `${projector}_usernames`;
  return {
    collection,
    remember(store: ReadStore, event: RecordedOf<EventOfType<'UserRegistered'>>): Promise<void> {
      const { userId, username } = event.data;
      return applyOnce(store.collection<UsernameDoc>(collection), userId, event.position, () => ({ id: userId, username }));
    },
    async of(store: ReadStore, userId: string): Promise<string | null> {
      return (await store.collection<UsernameDoc>(collection).get(userId))?.username ?? null;
    },
  };
}
