/**
 * The public catalogue reads against a bare `node:http` server answering the same
 * JSON, 50 connections each, in one run:
 *   GET /api/events (100 events), GET /api/battlers-with-stats (500 battlers),
 *   GET /api/events/{id}/videos (12 videos), GET /api/approved-sponsors (12 sponsors).
 * Goal (issue 3): ≥ 50 % of the bare server's requests/s with p99 ≤ 20 ms. A third side, a bare
 * server that also sends the app's answer headers (security, cache, ETag, Vary, a request id),
 * shows what those headers alone cost, in the same rounds.
 *
 *   node scripts/run-ts.js bench/catalogue-reads.bench.ts [--seconds=10] [--only=battlers-with-stats]
 *
 * R1 is the lean GET /api/battlers-with-stats. Content is written through the real
 * commands; request logging is off (LOG_LEVEL=silent) as in the other HTTP benches.
 * wrk is the generator, and the app and each bare server run in their own processes
 * (bench/http-compare.ts).
 */
import { createReadStream, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BattlerCommands } from '../application/catalogue/battler-commands';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { SponsorshipCommands } from '../application/sponsorship/sponsorship-commands';
import { TierCommands } from '../application/sponsorship/tier-commands';
import { addYears, leagueDay } from '../domain/sponsorship/period';
import { testVideo } from '../test/fixtures/videos';
import { startBenchApp } from './bench-app';
import { forkApp, forkBare, type Served } from './child';
import { compare, type Comparison, formatComparisons } from './http-compare';

export async function catalogueServer(): Promise<Served> {
  const bench = await startBenchApp();
  const { app } = bench;
  const dataDir = bench.dataDir;
  let featured = '';
  {
    const { runner } = app.deps;
    const [eventCommands, videoCommands, battlerCommands] = [app.deps.get(EventCommands), app.deps.get(VideoCommands), app.deps.get(BattlerCommands)];
    const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
    for (let i = 0; i < 100; i++) {
      const date = i % 10 === 9 ? null : new Date(Date.UTC(2015 + (i % 11), i % 12, 1 + (i % 27))).toISOString();
      const { eventId } = await eventCommands.create({ title: `Bench Night ${i}`, description: `Card number ${i} of the season`, eventDate: date }, null, ctx);
      if (i === 0) featured = eventId;
    }
    for (let i = 0; i < 500; i++) await battlerCommands.resolveByName(`Bench Battler ${String(i).padStart(3, '0')}`, ctx);
    const file = path.join(dataDir, 'clip.mp4');
    writeFileSync(file, testVideo(1));
    const size = statSync(file).size;
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const r = await videoCommands.upload({
        title: `Bout ${i}`, description: 'A battle', eventId: featured, battlerAName: `Bench Battler ${String(2 * i).padStart(3, '0')}`,
        battlerBName: `Bench Battler ${String(2 * i + 1).padStart(3, '0')}`, isMainEvent: i === 0, requiresAuth: i % 4 === 3,
      }, { path: file, size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
      last = r.position;
    }
    // the showcase: 12 approved sponsorships whose period includes today
    const [tiers, sponsorships] = [app.deps.get(TierCommands), app.deps.get(SponsorshipCommands)];
    await tiers.create({ name: 'Gold', cost: '$500 / event', benefits: 'Logo on stage\nShout-outs', displayOrder: 0, isActive: true }, ctx);
    await runner.waitFor((await tiers.create({ name: 'Silver', cost: '$250', benefits: 'Shout-outs', displayOrder: 1, isActive: true }, ctx)).position, 10_000);
    const today = leagueDay(new Date());
    for (let i = 0; i < 12; i++) {
      const { applicationId } = await sponsorships.apply('bench-user', {
        companyName: `Bench Sponsor ${i}`, contactName: 'Pat Doe', email: `sponsor${i}@bench.test`, phoneNumber: null,
        sponsorshipLevel: i % 2 ? 'Silver' : 'Gold', message: `We back the league, season after season (${i}).`, selectedEvents: [],
      }, ctx);
      await sponsorships.customize(applicationId, { websiteUrl: `https://sponsor${i}.bench.test`, description: 'A local business that loves battle rap.' }, ctx);
      last = await sponsorships.review(applicationId, 'bench', {
        status: 'approved', reviewNotes: null, sponsorshipStartDate: today, sponsorshipEndDate: addYears(today, 1),
      }, ctx);
    }
    await runner.waitFor(last, 10_000);

  }
  const paths = [
    ['GET /api/events (100 events)', '/api/events'],
    ['GET /api/battlers-with-stats (500)', '/api/battlers-with-stats'],
    ['GET /api/events/{id}/videos (12)', `/api/events/${featured}/videos`],
    ['GET /api/approved-sponsors (12)', '/api/approved-sponsors'],
  ];
  const reads: { name: string; path: string; body: string }[] = [];
  for (const [name, p] of paths) reads.push({ name, path: p, body: await (await fetch(`http://127.0.0.1:${app.port}${p}`)).text() });
  return { port: app.port, info: reads, stop: bench.stop };
}

/** The app's answer headers but those a bare server sets anyway (type, length, encoding, date, connection) and its request id. */
async function answerHeaders(port: number, path: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  const own = new Set(['content-type', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'x-request-id']);
  const flat: string[] = [];
  res.headers.forEach((value, name) => { if (!own.has(name)) flat.push(name, value); });
  return flat;
}

export async function runCatalogueReadsBench(seconds = 10, connections = 50, only?: string): Promise<Comparison[]> {
  const app = await forkApp<{ name: string; path: string; body: string }[]>('catalogue');
  try {
    const rows: Comparison[] = [];
    for (const read of app.info.filter((r) => !only || r.path.includes(only))) {
      const bare = await forkBare({ kind: 'bytes', body: read.body });
      // the same bytes with the app's answer headers: what they cost a bare server
      const headed = await forkBare({ kind: 'bytes', body: read.body, headers: await answerHeaders(app.port, read.path) });
      try {
        // as browsers ask (gzip) and as a plain client asks (identity)
        for (const encoding of ['gzip', 'identity']) {
          const name = `${read.name} ${(Buffer.byteLength(read.body) / 1024).toFixed(0)} KB ${encoding}`;
          rows.push(await compare(name, app, bare, read.path, { connections, seconds, headers: { 'accept-encoding': encoding } }, headed));
        }
      } finally {
        await Promise.all([bare.stop(), headed.stop()]);
      }
    }
    return rows;
  } finally {
    await app.stop();
  }
}

if (process.argv[1]?.endsWith('catalogue-reads.bench.ts')) {
  const seconds = Number(/--seconds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10);
  const only = /--only=(\S+)/.exec(process.argv.join(' '))?.[1];
  runCatalogueReadsBench(seconds, 50, only).then((rows) => {
    process.stdout.write(`${formatComparisons(rows)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
