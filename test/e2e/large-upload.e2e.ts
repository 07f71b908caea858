/**
 * The large-upload journey in headless Chromium against the real server (embedded
 * default) and the built web app: an admin uploads a video bigger than 50 MB through
 * the Large Video Upload dialog with chunking forced (`?chunked=1`: the host is local,
 * where the optimized path is the default), sees the progress move, and the video
 * plays on its event page.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { eventually, type launchBrowser, stepWithScreenshot } from './browser';
import { createEventByApi, signUpAdmin, startJourney, toastAfter } from './journey';

jest.setTimeout(180_000);

let h: Harness;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  ({ h, browser, page } = await startJourney());
});

afterAll(async () => {
  await browser?.close();
  await h?.stop();
});

const stamp = Date.now().toString(36);
const admin = { username: `film_${stamp}`, email: `film_${stamp}@example.com`, password: 'film-password-1', firstName: 'Film', lastName: 'Crew' };
const eventTitle = `Big Film Night ${stamp}`;
const title = `The Long Battle ${stamp}`;
const PADDING = 56 * 1024 * 1024;

/**
 * A real short MP4 made over 50 MB by a trailing top-level 'free' box: players and
 * ffprobe skip it, so the file stays a valid video that needs the chunked path.
 */
function bigVideo(): string {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(PADDING + 8, 0);
  header.write('free', 4, 'ascii');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ubr-large-')), 'long-battle.mp4');
  writeFileSync(file, Buffer.concat([testVideo(2, '320x180'), header, Buffer.alloc(PADDING)]));
  return file;
}

interface ApiVideo { id: string; title: string; fileSize?: number; duration: number | null }

const step = stepWithScreenshot(() => page);

describe('large upload journey', () => {
  let eventId = '';

  it('an admin uploads a video over 50 MB in chunks and sees the progress move', step(async () => {
    await signUpAdmin(page, h, admin);
    eventId = await createEventByApi(page, h, eventTitle, 'The whole night on film.');
    const file = bigVideo();

    const chunks: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/videos/upload-chunked/chunk')) chunks.push(Date.now());
    });
    await page.goto(`${h.url}/admin?tab=videos&chunked=1`);
    await page.getByRole('button', { name: 'Large Video Upload' }).click();
    const form = page.getByRole('form', { name: 'Large video upload' });
    await form.getByLabel('Video title').fill(title);
    await form.getByLabel('Event', { exact: true }).selectOption({ label: eventTitle });
    await form.getByRole('combobox', { name: 'Battler A name' }).fill(`Reel One ${stamp}`);
    await form.getByRole('combobox', { name: 'Battler B name' }).fill(`Reel Two ${stamp}`);
    await form.locator('#large-upload-file').setInputFiles(file);

    const seen = new Set<string>();
    const progress = page.getByRole('progressbar').first();
    await toastAfter(page, 'Upload Complete', async () => {
      await form.getByRole('button', { name: 'Start Optimized Upload' }).click();
      await progress.waitFor();
      // sample the bar while the chunks go up: it must pass through more than one value
      for (let i = 0; i < 40 && seen.size < 3; i++) {
        const now = await progress.getAttribute('aria-valuenow').catch(() => null);
        if (now !== null) seen.add(now);
        await page.waitForTimeout(100);
      }
    });
    expect(seen.size).toBeGreaterThan(1);
    // 66 MB and more in 10 MB chunks
    expect(chunks.length).toBeGreaterThanOrEqual(6);
  }));

  it('the video plays on its event page', step(async () => {
    let video: ApiVideo | undefined;
    await eventually(async () => {
      const res = await page.request.get(`${h.url}/api/events/${eventId}/videos`);
      video = ((await res.json()) as ApiVideo[]).find((v) => v.title === title);
      expect(video).toBeDefined();
    });
    expect(video?.duration).toBe(2);

    await page.goto(`${h.url}/events/${eventId}`);
    await page.getByRole('button', { name: title }).click();
    const player = page.getByRole('dialog', { name: title });
    await player.waitFor();
    await eventually(async () => {
      const t = await player.locator('video').evaluate((el) => (el as unknown as { currentTime: number }).currentTime);
      expect(t).toBeGreaterThan(0.2);
    }, 15_000);
  }));
});
