/**
 * Fills an EMPTY store with demo content so a newcomer sees a living site:
 *   npm run seed:demo                (same DATA_DIR / EVENTSTORE_URL / MONGO_URL as the server)
 * Six league events (four past, one coming, one undated) with generated thumbnails,
 * short real MP4s made locally with ffmpeg's test sources, twelve fictional battlers
 * and their directory flags. Everything goes through the real commands with actor
 * "cli", so the log reads as if an admin had entered it. It refuses to run with
 * NODE_ENV=production and does nothing when the store already holds a league event.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino, { type Logger } from 'pino';
import { BattlerCommands, type BattlerPatch } from '../application/catalogue/battler-commands';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { EventCommands } from '../application/catalogue/event-commands';
import type { ImageFile, VideoUpload } from '../application/catalogue/stored-files';
import { VideoCommands } from '../application/catalogue/video-commands';
import { TierCommands } from '../application/sponsorship/tier-commands';
import type { CommandContext } from '../application/command-handling';
import { TOKENS } from '../application/tokens';
import { DomainError } from '../domain/shared/errors';
import { type AppConfig, ConfigError, loadConfig } from '../infrastructure/config';
import { compose } from '../infrastructure/container';
import { serverModules } from '../api/modules';
import { ffmpegPath } from '../infrastructure/media/ffprobe';
import type { ProjectionRunner } from '../projections/runner';

const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// The demo content (fictional league nights and battlers)
// ---------------------------------------------------------------------------

interface DemoEvent {
  key: string;
  title: string;
  description: string;
  /** days from now (negative: past); null: undated */
  days: number | null;
  /** mandelbrot zoom and hue of the generated thumbnail */
  art: { scale: number; hue: number };
}

const EVENTS: DemoEvent[] = [
  {
    key: 'borderland', title: 'Borderland Bars', days: -690, art: { scale: 3, hue: 20 },
    description: 'Three battles on a warehouse floor a stone\'s throw from the river. The card that put the league on the map: '
      + 'a sold-out room, a borrowed sound system and a main event people still argue about.',
  },
  {
    key: 'mesa', title: 'Mesa Mayhem', days: -470, art: { scale: 1.2, hue: 200 },
    description: 'Back-to-back title-eliminator energy under a tin roof in 104° heat. Two battles, no filler, '
      + 'and a rematch the crowd asked for by name.',
  },
  {
    key: 'suncity', title: 'Sun City Showdown', days: -250, art: { scale: 0.4, hue: 300 },
    description: 'The league\'s first night in the valley\'s new venue: rising names against veterans, '
      + 'a members-only bonus battle and a main event that went the full three rounds.',
  },
  {
    key: 'dh11', title: 'Desert Heat 11', days: -60, art: { scale: 0.005, hue: 90 },
    description: 'The eleventh Desert Heat: a stacked card, a monsoon outside and a main event '
      + 'that turned a newcomer into a headliner.',
  },
  {
    key: 'dh12', title: 'Desert Heat 12', days: 45, art: { scale: 0.7, hue: 140 },
    description: 'The next Desert Heat. Card to be announced battle by battle on the league\'s channels — '
      + 'doors at 7, first battle at 8. Members get the first look at tickets.',
  },
  {
    key: 'monsoon', title: 'Monsoon Season Invitational', days: null, art: { scale: 2, hue: 250 },
    description: 'An invitational for the league\'s top ten, date and venue to be announced. '
      + 'Who gets the call is up to the votes on this site.',
  },
];

interface DemoVideo {
  event: string;
  a: string;
  b: string;
  seconds: number;
  main?: boolean;
  membersOnly?: boolean;
  description: string;
}

const VIDEOS: DemoVideo[] = [
  { event: 'borderland', a: 'Saguaro Slim', b: 'Sonoran Smoke', seconds: 40, main: true,
    description: 'The main event: two founding names of the league, three rounds, one microphone stand knocked over.' },
  { event: 'borderland', a: 'Tumbleweed Tre', b: 'Copper State Cal', seconds: 20,
    description: 'Wordplay against flow, and neither gave an inch.' },
  { event: 'borderland', a: 'Rattlesnake Rae', b: 'Haboob', seconds: 14,
    description: 'The opener that set the tone for the night.' },
  { event: 'mesa', a: 'Rattlesnake Rae', b: 'Saguaro Slim', seconds: 32, main: true,
    description: 'The rematch the crowd called for at Borderland Bars.' },
  { event: 'mesa', a: 'Sonoran Smoke', b: 'Tumbleweed Tre', seconds: 16,
    description: 'Two veterans trading schemes for three full rounds.' },
  { event: 'suncity', a: 'Coyote Kid', b: 'Copper State Cal', seconds: 28, main: true,
    description: 'A rising name against a veteran on his last scheduled night.' },
  { event: 'suncity', a: 'Lil Monsoon', b: 'Dust Devil Dee', seconds: 12,
    description: 'Fast, loud and personal from the first bar.' },
  { event: 'suncity', a: 'Javelina Jones', b: 'Mirage', seconds: 10, membersOnly: true,
    description: 'Members-only bonus battle, recorded after the main card.' },
  { event: 'dh11', a: 'Coyote Kid', b: 'Rattlesnake Rae', seconds: 36, main: true,
    description: 'Newcomer against Hall of Famer: the main event of Desert Heat 11.' },
  { event: 'dh11', a: 'Red Rock Reyna', b: 'Lil Monsoon', seconds: 18,
    description: 'Reyna\'s league debut against a crowd favourite.' },
  { event: 'dh11', a: 'Haboob', b: 'Dust Devil Dee', seconds: 8,
    description: 'A grudge match two years in the making.' },
];

/** Directory profile per battler: texts and flags through the admin PATCH command. */
const BATTLERS: Record<string, BattlerPatch & { memorialDays?: number }> = {
  'Saguaro Slim': {
    tagline: 'Tall, patient and impossible to knock over.',
    quote: 'I grew up where the heat tells you to slow down. So I slowed down, and you ran out of bars.',
    isRetired: true, isHallOfFame: true,
  },
  'Rattlesnake Rae': {
    tagline: 'You hear the rattle before the bite.',
    quote: 'Every round I give you a warning. Nobody ever listens to the warning.',
    isHallOfFame: true,
  },
  'Sonoran Smoke': {
    tagline: 'Rewrote every verse the morning of the battle.',
    quote: 'A written is just a first draft that made it to the stage.',
    isDeceased: true,
    memorialDays: -400,
    memorialNotes: 'Sonoran Smoke headlined the league\'s first Borderland card and never brought a verse he had not '
      + 'reworked that morning. He was generous with newcomers, strict about the time limit and the first to '
      + 'stay behind to stack chairs. The mic stays on for you, Smoke.',
  },
  'Tumbleweed Tre': {
    tagline: 'Rolled in from nowhere, stayed for six seasons.',
    quote: 'I never planned a career. I planned a rhyme, then another one, and here we are.',
    isRetired: true,
  },
  'Copper State Cal': {
    tagline: 'Old-school schemes, state-line pride.',
    quote: 'Hang it up? I hung it on the wall next to every trophy you never won.',
    isRetired: true,
  },
  'Coyote Kid': {
    tagline: 'The newcomer who headlined in his first year.',
    quote: 'They said wait your turn. I checked the card and my name was already on it.',
  },
  'Lil Monsoon': {
    tagline: 'Shows up late, floods the room.',
    quote: 'You felt the pressure drop? That was me walking in.',
  },
  'Dust Devil Dee': {
    tagline: 'Small storm, big damage.',
    quote: 'I spin the whole room around and you are still looking for the door.',
  },
  Haboob: {
    tagline: 'A wall of bars you can see coming for miles.',
    quote: 'You can see me coming from the highway and you still cannot get out of the way.',
  },
  'Red Rock Reyna': {
    tagline: 'Layered like the canyon walls.',
    quote: 'Every round is a layer. By the third you are reading a million years of history.',
  },
  'Javelina Jones': { tagline: 'Loud, stubborn and always hungry.' },
  Mirage: {},
};

// ---------------------------------------------------------------------------
// Generated media (ffmpeg test sources: no fonts, no binary fixtures)
// ---------------------------------------------------------------------------

const execFileAsync = promisify(execFile);

/** Video looks that are cheap to encode: test patterns, tinted so the cards differ. */
const VIDEO_LOOKS = [
  { src: 'testsrc=size=640x360:rate=25', vf: 'hue=h=0' },
  { src: 'smptehdbars=size=640x360:rate=25', vf: 'hue=h=0' },
  { src: 'testsrc=size=640x360:rate=25', vf: 'hue=h=120:s=1.2' },
  { src: 'smptebars=size=640x360:rate=25', vf: 'hue=h=200' },
  { src: 'testsrc=size=640x360:rate=25', vf: 'hue=h=260:s=1.3' },
];

async function ffmpeg(binary: string, args: string[]): Promise<void> {
  await execFileAsync(binary, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 120_000 });
}

/** Runs `jobs` in order with at most `limit` at a time. */
async function pool(limit: number, jobs: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

async function eventThumbnail(binary: string, dir: string, e: DemoEvent): Promise<ImageFile> {
  const file = path.join(dir, `event-${e.key}.jpg`);
  await ffmpeg(binary, [
    '-f', 'lavfi', '-i', `mandelbrot=size=800x450:start_scale=${e.art.scale}:start_x=-0.743643887037151:start_y=0.13182590420533`,
    '-frames:v', '1', '-vf', `hue=h=${e.art.hue}:s=1.3,vignette`, '-q:v', '3', file,
  ]);
  return { bytes: readFileSync(file), mime: 'image/jpeg', ext: 'jpg' };
}

interface MadeVideo {
  upload: VideoUpload;
  thumbnail: ImageFile;
}

async function demoVideo(binary: string, dir: string, index: number, seconds: number): Promise<MadeVideo> {
  const look = VIDEO_LOOKS[index % VIDEO_LOOKS.length];
  const file = path.join(dir, `video-${index}.mp4`);
  await ffmpeg(binary, [
    '-f', 'lavfi', '-i', look.src,
    '-f', 'lavfi', '-i', `sine=frequency=${220 + 55 * (index % 8)}:beep_factor=4:sample_rate=44100`,
    '-t', String(seconds), '-vf', `format=yuv420p,${look.vf}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-shortest', file,
  ]);
  const thumbFile = path.join(dir, `video-${index}.jpg`);
  await ffmpeg(binary, ['-ss', String(Math.min(seconds / 3, 5)), '-i', file, '-frames:v', '1', '-q:v', '4', thumbFile]);
  return {
    upload: {
      path: file, size: statSync(file).size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file),
    },
    thumbnail: { bytes: readFileSync(thumbFile), mime: 'image/jpeg', ext: 'jpg' },
  };
}

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

const DEMO_TIERS = [
  { name: 'Diamond', cost: '$5,000 / season', benefits: 'Name on the league banner\nLogo on every video\nCourtside table at every event\nA main-event shout-out' },
  { name: 'Gold', cost: '$2,500 / season', benefits: 'Logo on every video\nFour VIP seats per event\nA shout-out every event' },
  { name: 'Silver', cost: '$1,000 / season', benefits: 'Logo on the sponsors page\nTwo VIP seats per event' },
  { name: 'Bronze', cost: '$250 / event', benefits: 'Logo on the sponsors page\nA shout-out at the sponsored event' },
];

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
