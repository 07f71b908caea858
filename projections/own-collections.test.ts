import type { RecordedEvent } from '../application/ports/event-store';
import type { Collection, ReadStore } from '../application/ports/read-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { embeddedStores } from '../test/stores';
import { allProjectors } from '../api/features/projectors';
import { Log, wholeHistory } from './catalogue/catalogue-log.testing';
import { appendLeagueHistory } from './league-history.testing';
import type { Projector } from './projector';
import { ProjectionRunner } from './runner';

/**
 * A projector reads only the events it handles and its own collections (DESIGN §5,
 * docs/decisions/projectors-read-only-events.md): then each one is rebuilt, replayed
 * or moved alone, and the runner never holds one behind another. Nothing in the types
 * enforces it, so this guard feeds every projector a history holding every event type
 * they handle, notes each collection each one opens and writes, and checks that each
 * opens only collections it alone writes or declares; then that each one projected
 * alone, on a fresh store, builds the same collections as all of them together.
 */

/** What one projector did with the store: the collections it opened and wrote, the event types it got. */
interface Seen { opened: Map<string, string>; written: Set<string>; applied: Set<string> }

const WRITES = new Set(['upsert', 'put', 'update', 'delete', 'deleteMany']);

/** The store as one projector sees it while applying `type`: every collection it opens and writes is noted. */
function noting(store: ReadStore, seen: Seen, type: string): ReadStore {
  return {
    collection<T extends { id: string }>(name: string): Collection<T> {
      if (!seen.opened.has(name)) seen.opened.set(name, type);
      return new Proxy(store.collection<T>(name), {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          if (WRITES.has(key as string)) seen.written.add(name);
          return (value as (...args: unknown[]) => unknown).bind(target);
        },
      });
    },
    dropAll: () => store.dropAll(),
    onChange: (listener) => store.onChange(listener),
    shadow: () => store.shadow(),
    close: () => store.close(),
  };
}

/** Every event to every projector that handles it, in the runner's order, each through its own noting store. */
async function projectAll(store: ReadStore, events: readonly RecordedEvent[], projectors: readonly Projector[]) {
  const seen = new Map<string, Seen>(projectors.map((p) => [p.name, { opened: new Map(), written: new Set(), applied: new Set() }]));
  for (const event of events) {
    for (const p of projectors) {
      if (!p.handles.includes(event.type)) continue;
      const s = seen.get(p.name) as Seen;
      s.applied.add(event.type);
      await p.apply(event, noting(store, s, event.type));
    }
  }
  return seen;
}

/** The projector's collections: those it wrote, and those it declares. */
const ownedBy = (p: Projector, seen: Map<string, Seen>) => new Set([...seen.get(p.name)?.written ?? [], ...p.collections ?? []]);

async function documents(store: ReadStore, collections: Iterable<string>) {
  const out: Record<string, unknown[]> = {};
  for (const name of [...collections].sort()) {
    out[name] = [...await store.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id));
  }
  return out;
}

/** Each projector alone on a fresh store gives the same collections as the full run. */
async function expectEachAloneSame(events: readonly RecordedEvent[], projectors: readonly Projector[]) {
  const full = new MemoryReadStore();
  const seen = await projectAll(full, events, projectors);
  const differing: string[] = [];
  for (const p of projectors) {
    const alone = new MemoryReadStore();
    await projectAll(alone, events, [p]);
    const owned = ownedBy(p, seen);
    if (JSON.stringify(await documents(alone, owned)) !== JSON.stringify(await documents(full, owned))) differing.push(p.name);
    expect({ [p.name]: await documents(alone, owned) }).toEqual({ [p.name]: await documents(full, owned) });
  }
  expect(differing).toEqual([]);
}

describe('every projector reads only its own collections', () => {
  let events: RecordedEvent[];
  let seen: Map<string, Seen>;

  beforeAll(async () => {
    const stores = embeddedStores();
    try {
      await appendLeagueHistory(stores.events);
      events = [];
      for await (const e of stores.events.readAll()) events.push(e);
      seen = await projectAll(stores.reads, events, allProjectors);
    } finally {
      await stores.close();
    }
  });

  it('the history gives every projector every event type it handles, and each writes its model', () => {
    const missing = allProjectors.flatMap((p) => p.handles.filter((t) => !seen.get(p.name)?.applied.has(t))
      .map((t) => `projector '${p.name}' handles ${t}, which the history of league-history.testing.ts lacks: add one`));
    const silent = allProjectors.filter((p) => (seen.get(p.name)?.written.size ?? 0) === 0)
      .map((p) => `projector '${p.name}' wrote nothing over the history: its collections' owner is unknown`);
    expect([...missing, ...silent]).toEqual([]);
  });

  it('opens no collection another projector writes or declares, nor one nobody writes', () => {
    const owners = new Map<string, string[]>();
    for (const p of allProjectors) for (const c of ownedBy(p, seen)) owners.set(c, [...owners.get(c) ?? [], p.name]);
    const wrong: string[] = [];
    for (const [c, names] of owners) if (names.length > 1) wrong.push(`collection '${c}' belongs to ${names.join(' and ')}: one owner only`);
    for (const p of allProjectors) {
      for (const [c, type] of seen.get(p.name)?.opened ?? []) {
        const of = owners.get(c) ?? [];
        if (of.length === 1 && of[0] === p.name) continue;
        wrong.push(`projector '${p.name}' reads collection '${c}' (applying ${type}), `
          + (of.length ? `which is ${of.join(' and ')}'s` : 'which it neither writes nor declares')
          + ': feed it from events it handles into a private lookup of its own');
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names a projector's private lookups after it", () => {
    const unnamed = allProjectors.flatMap((p) => (p.collections ?? []).filter((c) => !c.startsWith(`${p.name}_`))
      .map((c) => `projector '${p.name}' declares '${c}': a private lookup is named '${p.name}_...'`));
    expect(unnamed).toEqual([]);
  });

  it('each projector projected alone over the league history builds the same collections as all together', async () => {
    await expectEachAloneSame(events, allProjectors);
  });

  it('each projector projected alone over the full catalogue log builds the same collections as all together', async () => {
    await expectEachAloneSame(wholeHistory(new Log()), allProjectors);
  });

  it("the runner's rebuild of each projector (it alone, into a shadow) swaps in the same collections", async () => {
    const stores = embeddedStores();
    try {
      const position = await appendLeagueHistory(stores.events);
      const runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
      await runner.start();
      try {
        const owned = allProjectors.flatMap((p) => [...ownedBy(p, seen)]);
        const live = await documents(stores.reads, owned);
        for (const p of allProjectors) {
          expect(runner.rebuild(p.name)).toBe('started');
          await runner.rebuildDone();
          expect(runner.health().find((h) => h.name === p.name)).toMatchObject({ state: 'running', position, lastError: null });
        }
        expect(await documents(stores.reads, owned)).toEqual(live);
      } finally {
        await runner.stop();
      }
    } finally {
      await stores.close();
    }
  }, 20_000);
});
