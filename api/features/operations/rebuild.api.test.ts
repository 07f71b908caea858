import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../projectors';
import { adminAgent, eventWithVideo, type Harness, signedInMember, startHarness, uploadVideo } from '../../../test/api-harness';
import type { VoteTallyWire } from '../engagement';
import type { ProcessingStatusWire } from './wire-types';

let h: Harness;
let admin: TestAgent;
let videos: { id: string; battlerAId: string; battlerBId: string; eventId: string }[];

beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
  const first = await eventWithVideo(admin, { event: 'Rebuild Night', title: 'Bout 1', battlerA: 'Rb Ace', battlerB: 'Rb Blaze' });
  videos = [first];
  for (const n of [2, 3]) videos.push(await uploadVideo(admin, first.eventId, { title: `Bout ${n}`, battlerA: `Rb A${n}`, battlerB: `Rb B${n}` }));
}, 60_000);
afterAll(async () => { await h.stop(); });

const status = async () => (await admin.get('/api/admin/projections')).body as ProcessingStatusWire;

/** The documents of a collection, sorted, without the fields a replay may legitimately write differently. */
async function documents(store: { collection(name: string): { find(): Promise<{ id: string }[]> } }, name: string) {
  const docs = await store.collection(name).find();
  return docs.map((d) => ({ ...d })).sort((a, b) => a.id.localeCompare(b.id));
}

async function freshReplay() {
  const store = new MemoryReadStore();
  for await (const event of h.running.deps.events.readAll(0)) {
    for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
  }
  return store;
}

async function waitUntilRebuilt(name: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const p = (await status()).processors.find((x) => x.name === name);
    if (p && p.rebuild === null) return;
    if (Date.now() > deadline) throw new Error('the rebuild did not finish');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('rebuilding the tallies under a steady vote load (issue 14)', () => {
  it('answers every read with a consistent model, and ends equal to a fresh replay', async () => {
    const voters = await Promise.all(Array.from({ length: 6 }, () => signedInMember(h)));
    let running = true;
    let votesCast = 0;
    const problems: string[] = [];
    const highest = new Map<string, number>();

    const vote = async (agent: request.Agent, i: number) => {
      let n = i;
      while (running) {
        const v = videos[n % videos.length];
        const res = await agent.post(`/api/videos/${v.id}/vote`).send({ battlerId: n % 2 ? v.battlerAId : v.battlerBId });
        if (res.status !== 200) problems.push(`vote ${res.status}`);
        else votesCast++;
        n += 1 + (i % 2);
      }
    };
    const reads = { during: 0, total: 0 };
    let rebuildRunning = false;
    const read = async () => {
      while (running) {
        for (const v of videos) {
          const res = await request(h.url).get(`/api/videos/${v.id}/votes`);
          reads.total++;
          if (rebuildRunning) reads.during++;
          if (res.status !== 200) { problems.push(`tally ${res.status}`); continue; }
          const t = res.body as VoteTallyWire;
          if (t.totalVotes !== t.battlerAVotes + t.battlerBVotes) problems.push(`inconsistent ${JSON.stringify(t)}`);
          // votes are only cast or changed: a video's total never goes down
          if (t.totalVotes < (highest.get(v.id) ?? 0)) problems.push(`total went down on ${v.id}: ${t.totalVotes}`);
          highest.set(v.id, Math.max(highest.get(v.id) ?? 0, t.totalVotes));
        }
        const grid = await request(h.url).get(`/api/events/${videos[0].eventId}/videos`);
        if (grid.status !== 200) problems.push(`grid ${grid.status}`);
        else {
          const items = grid.body as { id: string; battlerAVotes: number; battlerBVotes: number; totalVotes: number }[];
          if (items.length !== videos.length) problems.push(`grid has ${items.length} videos`);
          for (const it of items) if (it.totalVotes !== it.battlerAVotes + it.battlerBVotes) problems.push(`grid inconsistent ${it.id}`);
        }
      }
    };

    const load = [...voters.map(({ agent }, i) => vote(agent, i)), read(), read()];
    await new Promise((r) => setTimeout(r, 300));
    for (let round = 0; round < 3; round++) {
      rebuildRunning = true;
      const started = await admin.post('/api/admin/projections/videos/rebuild');
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ name: 'videos', rebuild: { position: expect.any(Number), startedAt: expect.any(String) } });
      await waitUntilRebuilt('videos');
      rebuildRunning = false;
      await new Promise((r) => setTimeout(r, 400));
    }
    running = false;
    await Promise.all(load);

    expect(problems).toEqual([]);
    expect(votesCast).toBeGreaterThan(20);
    expect(reads.total).toBeGreaterThan(20);
    expect(reads.during).toBeGreaterThan(0);
    const { runner, events, reads: live } = h.running.deps;
    expect(await runner.waitFor(await events.headPosition(), 5000)).toBe(true);
    const fresh = await freshReplay();
    for (const name of ['videos', 'events', 'battlers', 'ballots']) {
      expect({ name, docs: await documents(live, name) }).toEqual({ name, docs: await documents(fresh, name) });
    }
    const videosStatus = (await status()).processors.find((p) => p.name === 'videos');
    expect(videosStatus).toMatchObject({ state: 'running', lastError: null, rebuild: null });
  }, 60_000);
});

describe('the rebuild route', () => {
  it('refuses visitors and users', async () => {
    const { agent } = await signedInMember(h);
    expect((await request(h.url).post('/api/admin/projections/videos/rebuild')).status).toBe(401);
    expect((await agent.post('/api/admin/projections/videos/rebuild')).status).toBe(403);
  });

  it('answers 404 for an unknown name, 400 for a reactor or a bad name', async () => {
    const unknown = await admin.post('/api/admin/projections/nobody/rebuild');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown projector or reactor');
    const reactor = await admin.post('/api/admin/projections/claim_ownership/rebuild');
    expect(reactor.status).toBe(400);
    expect(reactor.body.message).toMatch(/Reactors are not rebuilt/);
    expect((await admin.post('/api/admin/projections/bad%20name/rebuild')).status).toBe(400);
  });

  it('shows the rebuild in the status while it runs, and answers 409 to a second one', async () => {
    const { events, runner } = h.running.deps;
    const readAll = events.readAll.bind(events);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // the rebuild's replay waits here, so it is surely still running for the next calls
    const spy = jest.spyOn(events, 'readAll').mockImplementation(async function* (...args: Parameters<typeof readAll>) {
      await held;
      yield* readAll(...args);
    });
    try {
      expect((await admin.post('/api/admin/projections/battlers/rebuild')).status).toBe(202);
      const second = await admin.post('/api/admin/projections/videos/rebuild');
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('A rebuild is already running; wait for it to finish');
      const head = await events.headPosition();
      spy.mockRestore();
      const during = (await status()).processors;
      expect(during.find((p) => p.name === 'battlers')?.rebuild).toEqual({ position: 0, startedAt: expect.any(String) });
      expect(during.find((p) => p.name === 'videos')?.rebuild).toBeNull();
      expect(during.find((p) => p.name === 'claim_ownership')?.rebuild).toBeNull();
      release();
      await runner.rebuildDone();
      const after = (await status()).processors.find((p) => p.name === 'battlers');
      expect(after).toMatchObject({ rebuild: null, lastError: null, state: 'running' });
      expect(after!.position).toBeGreaterThanOrEqual(head);
    } finally {
      release();
      spy.mockRestore();
    }
  });
});
