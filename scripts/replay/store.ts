import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EventStore } from '../../application/ports/event-store';
import { EsdbEventStore } from '../../infrastructure/event-store/esdb-event-store';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';

export class StoreNotFoundError extends Error {}

/**
 * The event store alone, chosen as the server chooses it (infrastructure/container.ts):
 * EventStoreDB when EVENTSTORE_URL is set, else DATA_DIR/events.sqlite (DATA_DIR
 * defaulting to ./data). No read store, no projections, no session store, and none
 * of the server's other settings are needed (a copy of a production log replays
 * without its secrets). A missing SQLite file is an error, not a new empty store.
 */
export function openEventStore(env: NodeJS.ProcessEnv): { store: EventStore; description: string } {
  const url = env.EVENTSTORE_URL?.trim();
  if (url) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
      throw new StoreNotFoundError('EVENTSTORE_URL must be a URL such as esdb://host:2113?tls=false');
    }
    return { store: new EsdbEventStore(url), description: 'the EventStoreDB at EVENTSTORE_URL' };
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  const file = path.resolve(dataDir, 'events.sqlite');
  if (!existsSync(file)) {
    throw new StoreNotFoundError(`No event store at ${file}: set DATA_DIR to the server's data folder, or EVENTSTORE_URL.`);
  }
  return { store: new SqliteEventStore(file), description: file };
}
