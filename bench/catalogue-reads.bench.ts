/**
 * The public catalogue reads against a bare `node:http` server answering the same
 * JSON, 50 connections each, in one run:
 *   GET /api/events (100 events), GET /api/battlers-with-stats (500 battlers),
 *   GET /api/events/{id}/videos (12 videos), GET /api/approved-sponsors (12 sponsors).
 * Goal (issue 3): ≥ 50 % of the bare server's requests/s with p99 ≤ 20 ms.
 *
 *   node scripts/run-ts.js bench/catalogue-reads.bench.ts [--seconds=10]
 *
 * Content is written through the real commands; request logging is off
 * (LOG_LEVEL=silent) as in the other HTTP benches.
 */
import 'reflect-metadata';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../infrastructure/config';
import { startServer } from '../api/server';
import { BattlerCommands } from '../application/catalogue/battler-commands';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { SponsorshipCommands } from '../application/sponsorship/sponsorship-commands';
import { TierCommands } from '../application/sponsorship/tier-commands';
import { addYears, localDay } from '../domain/sponsorship/period';
import { testVideo } from '../test/fixtures/videos';
import { bareServer, type Comparison, formatComparisons, load } from './http-compare';

export async function runCatalogueReadsBench(seconds = 10, connections = 50): Promise<Comparison[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-'));
  const app = await startServer(loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
  }));
  try {
    const { runner } = app.deps;
    const [eventCommands, videoCommands, battlerCommands] = [app.deps.get(EventCommands), app.deps.get(VideoCommands), app.deps.get(BattlerCommands)];
    const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
    let featured = '';
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
    const today = localDay(new Date());
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

    const base = `http://127.0.0.1:${app.port}`;
    const rows: Comparison[] = [];
    for (const [name, url] of [
      ['GET /api/events (100 events)', `${base}/api/events`],
      ['GET /api/battlers-with-stats (500)', `${base}/api/battlers-with-stats`],
      ['GET /api/events/{id}/videos (12)', `${base}/api/events/${featured}/videos`],
      ['GET /api/approved-sponsors (12)', `${base}/api/approved-sponsors`],
    ] as const) {
      const body = await (await fetch(url)).text();
      const bare = await bareServer(body);
      try {
        // as browsers ask (gzip) and as a plain client asks (identity)
        for (const encoding of ['gzip', 'identity']) {
          const headers = { 'accept-encoding': encoding };
          await load(url, { connections, seconds: 2, headers });
          await load(bare.url, { connections, seconds: 2, headers });
          const appResult = await load(url, { connections, seconds, headers });
          const bareResult = await load(bare.url, { connections, seconds, headers });
          rows.push({ name: `${name} ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB ${encoding}`, app: appResult, bare: bareResult });
        }
      } finally {
        await bare.close();
      }
    }
    return rows;
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('catalogue-reads.bench.ts')) {
  const seconds = Number(/--seconds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10);
  runCatalogueReadsBench(seconds).then((rows) => {
    process.stdout.write(`${formatComparisons(rows)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
