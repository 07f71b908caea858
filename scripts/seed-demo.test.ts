import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import type { EventStore } from '../application/ports/event-store';
import { SponsorshipQueries } from '../application/sponsorship/sponsorship-queries';
import { TOKENS } from '../application/tokens';
import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from '../domain/shared/limits';
import { loadConfig } from '../infrastructure/config';
import { compose } from '../infrastructure/container';
import { serverModules } from '../api/features/slices';
import type { ProjectionRunner } from '../projections/runner';
import { SeedRefusedError, seedDemo } from './seed-demo';

const logger = pino({ level: 'silent' });
const now = new Date();

/** A fresh composition over the seeded store: the read models rebuilt by replaying its log. */
async function readBack(config: ReturnType<typeof loadConfig>) {
  const composition = await compose(config, logger, serverModules);
  await composition.container.get<ProjectionRunner>(TOKENS.ProjectionRunner).start();
  const queries = composition.container.get(CatalogueQueries);
  const head = await composition.container.get<EventStore>(TOKENS.EventStore).headPosition();
  return {
    events: await queries.listEvents(),
    videos: await queries.allVideos(),
    battlers: await queries.battlersWithStats(),
    tiers: await composition.container.get(SponsorshipQueries).tiers({ activeOnly: true }),
    head,
    close: () => composition.close(),
  };
}

describe('npm run seed:demo', () => {
  let dataDir: string;
  let config: ReturnType<typeof loadConfig>;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-seed-test-'));
    config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills an empty store through the commands, then leaves it alone', async () => {
    const first = await seedDemo(config, logger, { seconds: 1, now });
    expect(first).toMatchObject({ seeded: true, events: 6, battlers: 12 });
    expect(first.videos).toBeGreaterThanOrEqual(8);

    const seeded = await readBack(config);
    try {
      const { events, videos, battlers, tiers } = seeded;
      expect(tiers.map((t) => t.name)).toEqual(['Diamond', 'Gold', 'Silver', 'Bronze']);
      expect(events).toHaveLength(6);
      const past = events.filter((e) => e.eventDate !== null && Date.parse(e.eventDate) < now.getTime());
      const future = events.filter((e) => e.eventDate !== null && Date.parse(e.eventDate) > now.getTime());
      const undated = events.filter((e) => e.eventDate === null);
      expect([past.length, future.length, undated.length]).toEqual([4, 1, 1]);
      const twoYearsAgo = now.getTime() - 2 * 366 * 24 * 60 * 60 * 1000;
      for (const e of past) {
        expect(Date.parse(e.eventDate as string)).toBeGreaterThan(twoYearsAgo);
        expect(e.mainVideo).not.toBeNull();
        expect(e.videoCount).toBeGreaterThanOrEqual(2);
        expect(e.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\/.+\.jpg$/);
      }
      for (const e of [...future, ...undated]) expect(e.videoCount).toBe(0);

      expect(videos.every((v) => v.duration !== null && v.width === 640 && v.thumbnailUrl)).toBe(true);
      // the demo's pictures come with their resized copies, as any upload does (issue 15)
      const stored = (url: string) => existsSync(path.join(dataDir, url.replace(/^\/uploads\//, 'uploads/')));
      for (const url of [...past.map((e) => e.thumbnailUrl as string), ...videos.map((v) => v.thumbnailUrl as string)]) {
        for (const w of IMAGE_VARIANT_WIDTHS) {
          expect(stored(imageVariantKey(url, w, 'webp'))).toBe(true);
          expect(stored(imageVariantKey(url, w, 'jpg'))).toBe(true);
        }
      }
      expect(videos.filter((v) => v.requiresAuth)).toHaveLength(1);
      expect(videos.filter((v) => v.isMainEvent)).toHaveLength(4);

      const categories = new Set(battlers.map((b) => b.category));
      expect([...categories].sort()).toEqual(['active', 'hall_of_fame', 'in_memory', 'retired']);
      expect(battlers.filter((b) => b.category === 'hall_of_fame')).toHaveLength(2);
      const memorial = battlers.filter((b) => b.category === 'in_memory');
      expect(memorial).toHaveLength(1);
      expect(memorial[0]).toMatchObject({ isDeceased: true, deceasedDate: expect.any(String), memorialNotes: expect.any(String) });
      expect(battlers.some((b) => b.battles >= 3)).toBe(true);
      for (const b of battlers) {
        expect((b.tagline ?? '').length).toBeLessThanOrEqual(100);
        expect((b.quote ?? '').length).toBeLessThanOrEqual(250);
      }
      expect(battlers.filter((b) => b.tagline).length).toBeGreaterThan(battlers.length / 2);
    } finally {
      await seeded.close();
    }

    const second = await seedDemo(config, logger, { seconds: 1, now });
    expect(second).toMatchObject({ seeded: false, events: 6 });
    const after = await readBack(config);
    try {
      expect(after.head).toBe(seeded.head);
      expect(after.events).toHaveLength(6);
    } finally {
      await after.close();
    }
  }, 180_000);

  it('refuses in production', async () => {
    const prod = loadConfig({
      DATA_DIR: path.join(dataDir, 'prod'), NODE_ENV: 'production', LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40),
    });
    await expect(seedDemo(prod, logger, { seconds: 1 })).rejects.toBeInstanceOf(SeedRefusedError);
  });
});
