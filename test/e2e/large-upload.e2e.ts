/**
 * The large-upload journey in headless Chromium against the real server (embedded
 * default) and the built web app: an admin uploads a video bigger than 50 MB through
 * the Large Video Upload dialog with chunking forced (`?chunked=1`: the host is local,
 * where the optimized path is the default), sees the progress move, and the video
 * plays on its event page. A second upload keeps going while the admin hides the
 * dialog and visits another admin tab (the status line above the tabs shows it), then
 * completes and plays too.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { eventually, stepWithScreenshot } from './browser';
import { createEventByApi, journeyPerFile, signUpAdmin, toastAfter } from './journey';

jest.setTimeout(180_000);

let h: Harness;
let page: Page;
journeyPerFile((j) => ({ h, page } = j));

const stamp = Date.now().toString(36);
const admin = { username: `film_${stamp}`, email: `film_${stamp}@example.com`, password: 'film-password-1', firstName: 'Film', lastName: 'Crew' };
const eventTitle = `Big Film Night ${stamp}`;
const title = `The Long Battle ${stamp}`;
const title2 = `The Longer Rematch ${stamp}`;
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

/** Opens the Large Video Upload dialog (chunked forced) and fills it for `videoTitle`. */
async function fillLargeUpload(videoTitle: string, file: string) {
  await page.goto(`${h.url}/admin?tab=videos&chunked=1`);
  await page.getByRole('button', { name: 'Large Video Upload' }).click();
  const form = page.getByRole('form', { name: 'Large video upload' });
  await form.getByLabel('Video title').fill(videoTitle);
  await form.getByLabel('Event', { exact: true }).selectOption({ label: eventTitle });
  await form.getByRole('combobox', { name: 'Battler A name' }).fill(`Reel One ${stamp}`);
  await form.getByRole('combobox', { name: 'Battler B name' }).fill(`Reel Two ${stamp}`);
  await form.locator('#large-upload-file').setInputFiles(file);
  return form;
}

/** The video is listed with its duration, and plays on its event page. */
async function plays(eventId: string, videoTitle: string) {
  let video: ApiVideo | undefined;
  await eventually(async () => {
    const res = await page.request.get(`${h.url}/api/events/${eventId}/videos`);
    video = ((await res.json()) as ApiVideo[]).find((v) => v.title === videoTitle);
    expect(video).toBeDefined();
  });
  expect(video?.duration).toBe(2);

  await page.goto(`${h.url}/events/${eventId}`);
  await page.getByRole('button', { name: videoTitle }).click();
  const player = page.getByRole('dialog', { name: videoTitle });
  await player.waitFor();
  await eventually(async () => {
    const t = await player.locator('video').evaluate((el) => (el as unknown as { currentTime: number }).currentTime);
    expect(t).toBeGreaterThan(0.2);
  }, 15_000);
  await page.keyboard.press('Escape');
}

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
    const form = await fillLargeUpload(title, file);

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
    await plays(eventId, title);
  }));

  it('an upload keeps going while the admin hides the dialog and visits another admin tab, then plays', step(async () => {
    // init waits at a gate until the admin has left the Videos tab and come back, so every
    // chunk goes up after the tab switch (a route on the 10 MB chunk bodies is not called)
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let held = 0;
    await page.route('**/api/admin/videos/upload-chunked/init', async (route) => {
      held++;
      await gate;
      await route.continue();
    });
    let chunks = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/videos/upload-chunked/chunk')) chunks++;
    });
    const form = await fillLargeUpload(title2, bigVideo());
    await form.getByRole('button', { name: 'Start Optimized Upload' }).click();
    await eventually(async () => expect(held).toBeGreaterThan(0));

    await form.getByRole('button', { name: 'Hide' }).click();
    // the line as seen (the region also holds a shorter spoken copy)
    const status = page.getByRole('status', { name: 'Large upload' });
    const line = status.getByText('Uploading long-battle.mp4 — 0.0%', { exact: true });
    await line.waitFor();
    await page.getByRole('tab', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
    await line.waitFor();
    await page.getByRole('tab', { name: 'Videos', exact: true }).click();
    await page.getByRole('heading', { name: 'Videos', exact: true }).waitFor();

    // from the status line back into the dialog: its progress panel is live
    await status.getByRole('button', { name: 'Show upload' }).click();
    await page.getByRole('dialog', { name: 'Large Video Upload' }).getByRole('progressbar').waitFor();
    // 66 MB in chunks, joined and probed: longer than a click's wait on a busy machine
    await toastAfter(page, 'Upload Complete', async () => open(), 90_000);
    await page.unroute('**/api/admin/videos/upload-chunked/init');
    expect(held).toBe(1);
    expect(chunks).toBeGreaterThanOrEqual(6);
    await plays(eventId, title2);
  }));
});
