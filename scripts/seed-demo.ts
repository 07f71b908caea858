/**
 * Fills an EMPTY store with demo content so a newcomer sees a living site:
 *   npm run seed:demo                (same DATA_DIR / EVENTSTORE_URL / MONGO_URL as the server)
 * Six league events (four past, one coming, one undated) with generated thumbnails,
 * short real MP4s made locally with ffmpeg's test sources, twelve fictional battlers
 * and their directory flags. Everything goes through the real commands with actor
 * "cli", so the log reads as if an admin had entered it. It refuses to run with
 * NODE_ENV=production and does nothing when the store already holds a league event.
 * The content is in scripts/seed-demo/content.ts, its media in scripts/seed-demo/media.ts.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { BattlerCommands, type BattlerPatch } from '../application/catalogue/battler-commands';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { EventCommands } from '../application/catalogue/event-commands';
import type { ImageFile } from '../application/catalogue/stored-files';
import { VideoCommands } from '../application/catalogue/video-commands';
import { TierCommands } from '../application/sponsorship/tier-commands';
import type { CommandContext } from '../application/command-handling';
import { TOKENS } from '../application/tokens';
import { DomainError } from '../domain/shared/errors';
import { type AppConfig, ConfigError, loadConfig } from '../infrastructure/config';
import { compose } from '../infrastructure/container';
import { serverModules } from '../api/features/slices';
import { ffmpegPath } from '../infrastructure/media/ffprobe';
import type { ProjectionRunner } from '../projections/runner';
import { BATTLERS, DEMO_TIERS, EVENTS, VIDEOS } from './seed-demo/content';
import { demoVideo, eventThumbnail, type MadeVideo, pool } from './seed-demo/media';

const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------

export class SeedRefusedError extends Error {}

export interface SeedOptions {
  /** every video this long (tests use 1); default: the demo lengths, 8–40 s */
  seconds?: number;
  /** the "today" the event dates are spread around */
  now?: Date;
  /** progress lines */
  progress?: (line: string) => void;
}

export interface SeedSummary {
  /** false when the store already held league events and nothing was done */
  seeded: boolean;
  events: number;
  videos: number;
  battlers: number;
  ms: number;
}

/** A Saturday-night date `days` from `now`: the Saturday of that week, 8 pm Arizona time (UTC−7). */
export function eventDateOf(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY);
  const saturday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + (6 - d.getUTCDay())));
  return new Date(saturday.getTime() + 27 * 60 * 60 * 1000).toISOString();
}

/**
 * Seeds the store `config` points at, through the application's commands; answers
 * what it did. Composes its own container and closes it.
 */
export async function seedDemo(config: AppConfig, logger: Logger, options: SeedOptions = {}): Promise<SeedSummary> {
  if (config.production) throw new SeedRefusedError('Refusing to seed demo content with NODE_ENV=production.');
  const started = Date.now();
  const now = options.now ?? new Date();
  const progress = options.progress ?? (() => undefined);
  const composition = await compose(config, logger, serverModules);
  const work = mkdtempSync(path.join(os.tmpdir(), 'ubr-seed-'));
  try {
    const { container } = composition;
    const runner = container.get<ProjectionRunner>(TOKENS.ProjectionRunner);
    await runner.start();
    const queries = container.get(CatalogueQueries);
    const existing = await queries.listEvents();
    if (existing.length > 0) {
      return { seeded: false, events: existing.length, videos: 0, battlers: 0, ms: Date.now() - started };
    }

    const ctx = (): CommandContext => ({ actorId: 'cli', correlationId: 'seed-demo', at: new Date() });
    const settled = async (position: number) => {
      if (position > 0 && !(await runner.waitFor(position, 30_000))) {
        throw new Error(`The read models did not reach position ${position} within 30 s`);
      }
    };

    const binary = ffmpegPath(config.FFMPEG_PATH);
    const parallel = Math.max(1, Math.min(4, os.availableParallelism()));
    progress(`Generating ${EVENTS.length} event thumbnails and ${VIDEOS.length} demo videos with ffmpeg…`);
    // longest first, so the pool ends together
    const videoJobs = VIDEOS.map((v, i) => ({ i, seconds: options.seconds ?? v.seconds })).sort((a, b) => b.seconds - a.seconds);
    const media = new Array<MadeVideo>(VIDEOS.length);
    const thumbnails = new Array<ImageFile>(EVENTS.length);
    await pool(parallel, [
      ...videoJobs.map((j) => async () => { media[j.i] = await demoVideo(binary, work, j.i, j.seconds); }),
      ...EVENTS.map((e, i) => async () => { thumbnails[i] = await eventThumbnail(binary, work, e); }),
    ]);

    progress('Creating events…');
    const eventIds = new Map<string, string>();
    let last = 0;
    for (const [i, e] of EVENTS.entries()) {
      const eventDate = e.days === null ? null : eventDateOf(now, e.days);
      const { eventId, position } = await container.get(EventCommands)
        .create({ title: e.title, description: e.description, eventDate }, thumbnails[i], ctx());
      eventIds.set(e.key, eventId);
      last = Math.max(last, position);
    }

    progress('Uploading videos…');
    const videos = container.get(VideoCommands);
    for (const [i, v] of VIDEOS.entries()) {
      const eventId = eventIds.get(v.event);
      if (!eventId) throw new Error(`demo video ${i} names an unknown event "${v.event}"`);
      const { position } = await videos.upload({
        title: `${v.a} vs ${v.b}`, description: v.description, eventId, battlerAName: v.a, battlerBName: v.b,
        isMainEvent: v.main === true, requiresAuth: v.membersOnly === true,
      }, media[i].upload, media[i].thumbnail, ctx());
      last = Math.max(last, position);
    }

    // the battler PATCH reads the projected battler: wait until the uploads show
    await settled(last);
    progress('Setting battler profiles and flags…');
    const battlers = container.get(BattlerCommands);
    const idByName = new Map((await queries.battlerNames()).map((b) => [b.name, b.id]));
    for (const [name, { memorialDays, ...patch }] of Object.entries(BATTLERS)) {
      const battlerId = idByName.get(name);
      if (!battlerId) throw new Error(`demo battler "${name}" was not created by the uploads`);
      const full: BattlerPatch = memorialDays === undefined
        ? patch : { ...patch, deceasedDate: new Date(now.getTime() + memorialDays * DAY).toISOString().slice(0, 10) };
      last = Math.max(last, await battlers.patch(battlerId, full, ctx()));
    }
    await settled(last);

    // the levels the sponsorship form offers; admins edit them in the Sponsors tab
    progress('Offering sponsorship tiers…');
    const tiers = container.get(TierCommands);
    for (const [displayOrder, tier] of DEMO_TIERS.entries()) {
      last = Math.max(last, (await tiers.create({ ...tier, displayOrder, isActive: true }, ctx())).position);
    }
    await settled(last);

    return {
      seeded: true,
      events: (await queries.listEvents()).length,
      videos: (await queries.allVideos()).length,
      battlers: (await queries.battlerNames()).length,
      ms: Date.now() - started,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
    await composition.close();
  }
}

// ---------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------

async function main(): Promise<number> {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('Refusing to seed demo content with NODE_ENV=production.\n');
    return 1;
  }
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const started = Date.now();
  const step = (line: string) => out(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`);
  out(`Seeding demo content into ${config.EVENTSTORE_URL ? 'the EventStoreDB at EVENTSTORE_URL' : path.resolve(config.DATA_DIR)}`);
  const summary = await seedDemo(config, logger, { progress: step });
  if (!summary.seeded) {
    out(`The store already holds ${summary.events} league event(s): nothing to do (the demo seed only fills an empty store).`);
    return 0;
  }
  out(`Done: ${summary.events} events, ${summary.videos} videos, ${summary.battlers} battlers in ${(summary.ms / 1000).toFixed(1)} s.`);
  return 0;
}

if (require.main === module || path.resolve(process.argv[1] ?? '') === __filename) {
  main().then((code) => process.exit(code), (err) => {
    if (err instanceof DomainError || err instanceof ConfigError || err instanceof SeedRefusedError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`${(err as Error).stack ?? err}\n`);
    process.exit(1);
  });
}
