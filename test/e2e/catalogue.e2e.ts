/**
 * The catalogue journey in headless Chromium against the real server (embedded default) and
 * the built web app: an admin creates an event with a cropped thumbnail → uploads a main-event
 * video with two new battlers (and a members-only one) → a visitor finds the featured card on
 * the landing page and the event by battler search → plays the public video (HTTP Range) → is
 * refused the members-only one → browses the battler directory and a battler's history.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { ffmpegPath } from '../../infrastructure/media/ffprobe';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { eventually, launchBrowser, stepWithScreenshot } from './browser';
import { signUpAdmin, startJourney, toastOn } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let scratch: string;
let photo: Buffer;

beforeAll(async () => {
  // a real decodable 640 × 480 JPEG for the crop dialog (no binary fixtures in git)
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ubr-e2e-img-'));
  const file = path.join(scratch, 'flyer.jpg');
  execFileSync(ffmpegPath(process.env.FFMPEG_PATH), [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x480', '-frames:v', '1', '-y', file,
  ]);
  photo = readFileSync(file);
  ({ h, browser, page } = await startJourney());
});

afterAll(async () => {
  await browser?.close();
  await h?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const stamp = Date.now().toString(36);
const admin = { username: `curator_${stamp}`, email: `curator_${stamp}@example.com`, password: 'curator-password-1' };
const event = { title: `Summer Smackdown ${stamp}`, description: 'Six battles, one stage, no mercy.', date: '2024-06-15T20:00' };
const battlerA = `Razor Tongue ${stamp}`;
const battlerB = `Blaze Wordsmith ${stamp}`;
const mainVideo = { title: `Razor vs Blaze ${stamp}` };
const membersVideo = { title: `Members Rematch ${stamp}` };
const ids: { event?: string; main?: string; members?: string; battlerA?: string } = {};

const toast = (text: string | RegExp) => toastOn(page, text);

/** The bits of HTMLVideoElement used here (the server's tsconfig has no DOM library). */
interface MediaElement { muted: boolean; currentTime: number; readyState: number; error: { code: number } | null; play(): Promise<void> }
interface ApiEvent { id: string; title: string; thumbnailUrl: string | null }
interface ApiVideo { id: string; title: string; eventId: string; videoUrl: string; requiresAuth: boolean; isMainEvent: boolean }

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(`${h.url}${url}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`not a JPEG marker at ${at}`);
    const marker = bytes[at + 1];
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no SOF marker in the JPEG');
}

const step = stepWithScreenshot(() => page);

describe('catalogue journey', () => {
  it('an admin creates an event with a cropped 800 × 450 thumbnail', step(async () => {
    await signUpAdmin(page, h, { ...admin, firstName: 'Cat', lastName: 'Alogue' });

    await page.goto(`${h.url}/admin?tab=events`);
    await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByLabel('Event title').fill(event.title);
    await dialog.getByLabel('Description').fill(event.description);
    await dialog.getByLabel('Event date (optional)').fill(event.date);
    await dialog.getByLabel('Thumbnail (optional)').setInputFiles({ name: 'flyer.jpg', mimeType: 'image/jpeg', buffer: photo });

    const crop = page.getByRole('dialog', { name: 'Position Event Thumbnail' });
    await crop.waitFor();
    const zoom = crop.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 4; i += 1) await zoom.press('ArrowRight');
    await eventually(async () => expect(await zoom.inputValue()).toBe('1.2'));
    await crop.getByRole('button', { name: 'Apply Crop' }).click();
    await crop.waitFor({ state: 'detached' });
    await eventually(async () =>
      expect(await dialog.getByRole('img', { name: 'Thumbnail preview' }).getAttribute('src')).toMatch(/^blob:/));

    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await toast('Event Created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: event.title });
    await card.getByRole('heading', { name: event.title }).waitFor();
    expect(await card.getByText('0 videos').isVisible()).toBe(true);
    expect(await card.getByRole('img', { name: `${event.title} thumbnail` }).getAttribute('src')).toMatch(/^\/uploads\//);

    const stored = (await getJson<ApiEvent[]>('/api/events')).find((e) => e.title === event.title);
    expect(stored?.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\/[\w-]+\.jpg$/);
    ids.event = stored!.id;
    const img = await fetch(`${h.url}${stored!.thumbnailUrl}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(jpegSize(Buffer.from(await img.arrayBuffer()))).toEqual({ width: 800, height: 450 });
  }));

  it('uploads a main-event video with two new battlers, then a members-only one', step(async () => {
    await page.goto(`${h.url}/admin?tab=videos`);
    await page.getByRole('button', { name: 'Video Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await dialog.getByLabel('Video title').fill(mainVideo.title);
    await dialog.getByLabel('Event', { exact: true }).selectOption({ label: event.title });
    // new names: the autocomplete is asked and finds nobody, the typed text stays
    const nameA = dialog.getByRole('combobox', { name: 'Battler A name' });
    const nameB = dialog.getByRole('combobox', { name: 'Battler B name' });
    const searched = page.waitForResponse((r) => r.url().includes(`/api/battlers/search?q=${encodeURIComponent(battlerA)}`));
    await nameA.fill(battlerA);
    expect(await (await searched).json()).toEqual([]);
    await nameB.fill(battlerB);
    await eventually(async () => {
      expect(await nameA.inputValue()).toBe(battlerA);
      expect(await nameB.getAttribute('aria-expanded')).toBe('false');
      expect(await dialog.getByRole('listbox', { includeHidden: true }).getByRole('option', { includeHidden: true }).count()).toBe(0);
    });
    await dialog.getByRole('checkbox', { name: 'Main event' }).check();
    await dialog.getByLabel('Video file').setInputFiles({ name: 'battle.mp4', mimeType: 'video/mp4', buffer: testVideo(2, '320x180') });
    await dialog.getByText('battle.mp4').waitFor();

    // on localhost the upload can be over before a poll would see it: record every progress bar
    // the dialog ever shows, and the texts it went through
    await page.evaluate(`{
      const seen = (window.progressSeen = []);
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"][aria-label="Video upload"]')) {
          const text = bar.getAttribute('aria-valuetext') ?? '';
          if (seen[seen.length - 1] !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }`);
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await toast('Upload Complete').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const progress = await page.evaluate<string[]>('window.progressSeen');
    // percent to one decimal while the bytes go up, then 'Processing video...' until the server
    // answers; on a busy machine React may batch the last steps away, so only the bar is required
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((t) => /^\d{1,3}\.\d%$|^Processing video\.\.\.$/.test(t))).toBe(true);

    const group = page.getByRole('region', { name: event.title });
    await group.getByRole('heading', { name: mainVideo.title }).waitFor();
    expect(await group.getByText(`${battlerA} vs ${battlerB}`).isVisible()).toBe(true);
    expect(await group.getByText('MAIN EVENT').isVisible()).toBe(true);

    // the second one through the API, with the admin's cookies, to save time
    const res = await page.request.post(`${h.url}/api/admin/videos`, {
      multipart: {
        title: membersVideo.title, description: 'For members only.', eventId: ids.event!, battlerAName: battlerA,
        battlerBName: battlerB, isMainEvent: 'false', requiresAuth: 'true',
        video: { name: 'rematch.mp4', mimeType: 'video/mp4', buffer: testVideo(1) },
      },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    await group.getByRole('heading', { name: membersVideo.title }).waitFor();
    expect(await group.getByText('2 videos').isVisible()).toBe(true);
    expect(await group.getByText('Members only').isVisible()).toBe(true);

    const videos = await getJson<ApiVideo[]>(`/api/events/${ids.event}/videos`);
    expect(videos.map((v) => [v.title, v.isMainEvent, v.requiresAuth])).toEqual([
      [mainVideo.title, true, false],
      [membersVideo.title, false, true],
    ]);
    ids.main = videos[0].id;
    ids.members = videos[1].id;
  }));

  it('a visitor finds the featured main event on the landing page and the event by battler search', step(async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await toast('Logged out').waitFor();

    await page.goto(`${h.url}/`);
    const featured = page.getByRole('article', { name: event.title });
    await featured.waitFor();
    expect(await page.getByRole('region', { name: 'LATEST BATTLES' }).getByRole('article').count()).toBe(1);
    expect(await featured.getByText('MAIN EVENT', { exact: true }).isVisible()).toBe(true);
    expect(await featured.getByText(`${battlerA} vs ${battlerB}`).isVisible()).toBe(true);
    expect(await featured.getByRole('img', { name: 'Members only' }).count()).toBe(0);
    expect(await featured.locator('video').getAttribute('src')).toBe(`/media/videos/${ids.main}`);
    await featured.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/e2e-landing.png' });

    await featured.getByRole('link', { name: 'View Event' }).click();
    await page.waitForURL(`${h.url}/events?event=${ids.event}`);
    await page.getByRole('heading', { name: event.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: mainVideo.title }).waitFor();

    await page.getByRole('link', { name: 'Back to Events' }).click();
    await page.waitForURL(`${h.url}/events`);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(battlerB.toUpperCase());
    await page.getByText(`Found 1 event(s) for "${battlerB.toUpperCase()}"`).waitFor();
    await page.getByRole('searchbox', { name: 'Search events' }).fill(`nobody ${stamp}`);
    await page.getByText(`No events found for "nobody ${stamp}"`).waitFor();
    await page.getByRole('searchbox', { name: 'Search events' }).fill(battlerA);
    await page.getByText(`Found 1 event(s) for "${battlerA}"`).waitFor();
    await page.getByRole('link', { name: 'View Videos' }).click();
    await page.waitForURL(`${h.url}/events/${ids.event}`);

    // Back and a reload keep the search: it lives in the address (?q=)
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/events' && u.searchParams.get('q') === battlerA);
    await page.getByText(`Found 1 event(s) for "${battlerA}"`).waitFor();
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search events' }).inputValue()).toBe(battlerA);
    await page.getByText(`Found 1 event(s) for "${battlerA}"`).waitFor();
    await page.getByRole('link', { name: 'View Videos' }).click();
    await page.waitForURL(`${h.url}/events/${ids.event}`);
  }));

  it("a phone's events page fetches the first card's picture once: the copy index.html preloads", step(async () => {
    // a fresh profile: nothing of this picture in the cache
    const phone = await launchBrowser();
    try {
      const tab = await phone.context.newPage();
      await tab.setViewportSize({ width: 412, height: 823 });
      const pictures: string[] = [];
      tab.on('request', (r) => {
        if (r.url().includes('/uploads/thumbnails/')) pictures.push(new URL(r.url()).pathname);
      });
      const answer = await tab.goto(`${h.url}/events`);
      expect(await answer!.text()).toContain('<link rel="preload" as="image" type="image/webp"');
      const img = tab.getByRole('article', { name: event.title }).locator('img');
      await img.waitFor();
      // this file is compiled without the DOM's types
      type Picture = { complete: boolean; naturalWidth: number; currentSrc: string };
      await eventually(async () => expect(await img.evaluate((el) => (el as unknown as Picture).complete && (el as unknown as Picture).naturalWidth > 0)).toBe(true));
      const shown = new URL(await img.evaluate((el) => (el as unknown as Picture).currentSrc)).pathname;
      expect(shown).toMatch(/^\/uploads\/thumbnails\/[\w-]+-\d+\.webp$/);
      expect(pictures).toEqual([shown]);
    } finally {
      await phone.close();
    }
  }));

  it('plays the public video in the full-screen player, over HTTP Range', step(async () => {
    const media: Response[] = [];
    const onResponse = (r: Response) => {
      if (r.url().includes('/media/videos/')) media.push(r);
    };
    page.on('response', onResponse);
    try {
      await page.getByRole('button', { name: mainVideo.title }).click();
      const player = page.getByRole('dialog', { name: mainVideo.title });
      await player.waitFor();
      await page.waitForURL(`${h.url}/events/${ids.event}?video=${ids.main}`);
      expect(await player.getByText(`${battlerA} vs ${battlerB}`).first().isVisible()).toBe(true);
      const video = player.locator('video');
      expect(await video.getAttribute('src')).toBe(`/media/videos/${ids.main}`);
      await video.evaluate(async (el) => {
        const v = el as unknown as MediaElement;
        v.muted = true;
        await v.play();
      });
      await eventually(async () => {
        const state = await video.evaluate((el) => {
          const v = el as unknown as MediaElement;
          return { t: v.currentTime, ready: v.readyState, error: v.error?.code };
        });
        expect(state.error).toBeUndefined();
        expect(state.ready).toBeGreaterThanOrEqual(2);
        expect(state.t).toBeGreaterThan(0.2);
      }, 8000, 100);
      await page.screenshot({ path: '/tmp/e2e-player.png' });

      const partial = media.filter((r) => r.status() === 206 && r.url().endsWith(`/media/videos/${ids.main}`));
      expect(partial.length).toBeGreaterThan(0);
      const first = partial[0];
      expect(await first.request().headerValue('range')).toMatch(/^bytes=\d+-/);
      expect(first.headers()['content-range']).toMatch(new RegExp(`^bytes \\d+-\\d+/${testVideo(2, '320x180').length}$`));
      expect(media.every((r) => r.status() === 206 || r.status() === 200 || r.status() === 304)).toBe(true);

      await player.getByRole('button', { name: 'Close player' }).click();
      await player.waitFor({ state: 'detached' });
      await page.waitForURL(`${h.url}/events/${ids.event}`);
    } finally {
      page.off('response', onResponse);
    }
  }));

  it('refuses the members-only video to the visitor: a notice, no player, 401 for the bytes', step(async () => {
    await page.getByRole('button', { name: membersVideo.title }).click();
    const notice = toast('Members Only Content');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Sign In / Sign Up' }).getAttribute('href')).toBe('/auth');
    // give a wrongly opened player the time to show up before saying it did not
    await page.waitForTimeout(300);
    expect(await page.getByTestId('video-player').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('video')).toBeNull();

    const bytes = await page.request.get(`${h.url}/media/videos/${ids.members}`, { headers: { Range: 'bytes=0-' } });
    expect(bytes.status()).toBe(401);
    expect(bytes.headers()['cache-control']).toBe('private, no-store');
    expect(await bytes.json()).toEqual({ message: 'Members only: sign in to watch this video' });
    const access = await page.request.get(`${h.url}/api/videos/${ids.members}/access`);
    expect(await access.json()).toEqual({ requiresAuth: true, hasAccess: false });
  }));

  it('lists both new battlers in the directory, by category, and a battler\'s history', step(async () => {
    await page.goto(`${h.url}/battlers`);
    const grid = page.getByRole('list', { name: 'Battlers' });
    await grid.getByRole('link', { name: battlerA }).waitFor();
    await grid.getByRole('link', { name: battlerB }).waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(2);

    const tabs = page.getByRole('tablist', { name: 'Battler categories' });
    const tab = async (name: string) => {
      await tabs.getByRole('tab', { name }).click();
      await eventually(async () => expect(await tabs.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
    };
    await tab('Retired (0)');
    await page.getByRole('heading', { name: 'No retired battlers yet' }).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('retired');
    await tab('Hall of Fame (0)');
    await page.getByRole('heading', { name: 'No Hall of Fame inductees yet' }).waitFor();
    await tab('In Memory (0)');
    await page.getByRole('heading', { name: 'No memorial entries' }).waitFor();
    await tab('Active (2)');
    await grid.getByRole('link', { name: battlerB }).waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(2);
    await tab('All (2)');
    await page.getByText('Showing 2 battlers').waitFor();

    await grid.getByRole('link', { name: battlerA }).click();
    await page.waitForURL(/\/battlers\/[^/?]+$/);
    ids.battlerA = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('heading', { name: battlerA, level: 1 }).waitFor();
    const history = page.getByRole('region', { name: 'Battle History' });
    const items = history.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);

    const main = items.filter({ has: page.getByRole('heading', { name: mainVideo.title }) });
    expect(await main.getByText(`vs ${battlerB}`, { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText('Main Event', { exact: true }).isVisible()).toBe(true);
    const watch = main.getByRole('link', { name: `Watch Battle: ${mainVideo.title}` });
    expect(await watch.getAttribute('href')).toBe(
      `/events/${ids.event}?video=${ids.main}&from=battler&battlerid=${encodeURIComponent(ids.battlerA)}`);

    const locked = items.filter({ has: page.getByRole('heading', { name: membersVideo.title }) });
    expect(await locked.getByText(`vs ${battlerB}`, { exact: true }).isVisible()).toBe(true);
    expect(await locked.getByText('Login Required').isVisible()).toBe(true);
    expect(await locked.getByRole('button', { name: 'Sign In to Watch' }).isVisible()).toBe(true);
    expect(await locked.getByRole('link', { name: /Watch Battle/ }).count()).toBe(0);

    // Watch Battle opens the player over the event, and Back to Battler returns here
    await watch.click();
    await page.getByRole('dialog', { name: mainVideo.title }).waitFor();
    await page.getByRole('button', { name: 'Close player' }).click();
    await page.getByRole('link', { name: 'Back to Battler' }).click();
    await page.waitForURL(/\/battlers\/[^/?]+$/);
    await page.getByRole('heading', { name: battlerA, level: 1 }).waitFor();
  }));
});
