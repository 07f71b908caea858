/**
 * The player on videos big enough for the rendition ladder, in headless Chromium against the
 * real server (embedded default, background transcoding on) and the built web app (public §4):
 * an admin uploads four 10 s battles (640x360, one 854x480) and waits for their renditions →
 * in a browser that allows autoplay and in one with the default policy, a visitor opens one
 * from its card and one from a shared `?video=` link: the rendition Auto picks plays, the
 * toggle reads Pause while it does, the controls hide, start-view goes out once, and the view
 * counts once the battle has played to its end → switching quality while playing keeps the
 * position, playing and the view.
 */
import type { Page, Request, Response } from 'playwright-core';
import { type Harness, startHarness } from '../api-harness';
import { ladderVideo } from '../fixtures/videos';
import { buildWeb, eventually, launchBrowser, stepWithScreenshot, WEB_DIST } from './browser';
import { createEventByApi, signUpAdmin, waitForRenditions } from './journey';

jest.setTimeout(240_000);

type Policy = 'allowed' | 'default';
interface ViewCall { call: 'start-view' | 'update-view'; video: string; request: Request; response: Response }
interface Viewer { browser: Awaited<ReturnType<typeof launchBrowser>>; page: Page; calls: ViewCall[] }

let h: Harness;
const viewers: Partial<Record<Policy, Viewer>> = {};
let current: Page | undefined;

async function openViewer(policy: Policy, args: string[]): Promise<void> {
  const browser = await launchBrowser(args);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(10_000);
  const calls: ViewCall[] = [];
  page.on('response', (response) => {
    const m = /\/api\/videos\/([^/]+)\/(start-view|update-view)$/.exec(new URL(response.url()).pathname);
    if (m) calls.push({ call: m[2] as ViewCall['call'], video: decodeURIComponent(m[1]), request: response.request(), response });
  });
  viewers[policy] = { browser, page, calls };
}

beforeAll(async () => {
  buildWeb();
  h = await startHarness({ WEB_DIST, RATE_LIMIT_FACTOR: '1' });
  await openViewer('allowed', ['--autoplay-policy=no-user-gesture-required']);
  await openViewer('default', []);
});

afterAll(async () => {
  await viewers.allowed?.browser.close();
  await viewers.default?.browser.close();
  await h?.stop();
});

const stamp = Date.now().toString(36);
const admin = { username: `ladder_${stamp}`, email: `ladder_${stamp}@example.com`, password: 'ladder-password-1', firstName: 'Ladder', lastName: 'Keeper' };
const eventTitle = `Rendition Night ${stamp}`;
const videos = {
  allowedCard: { title: `Bright Start ${stamp}`, policy: 'allowed', open: 'card', size: '640x360', renditions: ['360p'] },
  allowedLink: { title: `Shared Heat ${stamp}`, policy: 'allowed', open: 'link', size: '640x360', renditions: ['360p'] },
  defaultCard: { title: `Plain Room ${stamp}`, policy: 'default', open: 'card', size: '640x360', renditions: ['360p'] },
  defaultLink: { title: `Passed Along ${stamp}`, policy: 'default', open: 'link', size: '854x480', renditions: ['480p', '360p'] },
} as const;
type Key = keyof typeof videos;
const ids: { event?: string } & Partial<Record<Key, string>> = {};

/** The bits of HTMLVideoElement used here (the server's tsconfig has no DOM library). */
interface MediaElement { paused: boolean; ended: boolean; currentTime: number; readyState: number; currentSrc: string }
interface ApiVideo { id: string; title: string; viewCount: number }
interface SentProgress { viewId: string; watchedDuration: number; completionPercentage: number }

const viewer = (key: Key) => viewers[videos[key].policy]!;
const player = (key: Key) => viewer(key).page.getByRole('dialog', { name: videos[key].title });
const frame = (key: Key) => player(key).getByRole('region', { name: `Video player: ${videos[key].title}` });
const toggle = (key: Key) => frame(key).locator('button[aria-keyshortcuts="k"]');
const media = (key: Key) => frame(key).locator('video').evaluate((el) => {
  const v = el as unknown as MediaElement;
  return { paused: v.paused, ended: v.ended, t: v.currentTime, ready: v.readyState, src: v.currentSrc };
});
const callsOn = (key: Key, call: ViewCall['call']) => viewer(key).calls.filter((c) => c.video === ids[key] && c.call === call);

async function viewCount(key: Key): Promise<number> {
  const res = await viewer(key).page.request.get(`${h.url}/api/events/${ids.event}/videos`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as ApiVideo[]).find((v) => v.id === ids[key])!.viewCount;
}

/**
 * Opens the battle as a visitor does (its card, or a shared link) and sees it play. Where the
 * browser refuses autoplay (the default policy may), the visitor presses Play; the pointer
 * then leaves the player so the controls can hide.
 */
async function openAndPlay(key: Key): Promise<void> {
  const { page } = viewer(key);
  current = page;
  if (videos[key].open === 'card') {
    await page.goto(`${h.url}/events/${ids.event}`);
    await page.getByRole('button', { name: videos[key].title }).click();
  } else {
    await page.goto(`${h.url}/events/${ids.event}?video=${ids[key]}`);
  }
  await frame(key).waitFor();
  expect(await frame(key).locator('video').getAttribute('src')).toBe(`/media/videos/${ids[key]}?quality=360p`);
  await eventually(async () => {
    const m = await media(key);
    // playing, or at least its metadata loaded (where autoplay was refused)
    expect(!m.paused || m.ready >= 1).toBe(true);
  }, 20_000, 100);
  if (videos[key].policy === 'allowed') {
    // autoplay allowed: it plays with no click at all
    await eventually(async () => expect((await media(key)).paused).toBe(false), 5_000, 100);
  } else {
    await page.waitForTimeout(1_000);
    if ((await media(key)).paused) {
      await frame(key).hover();
      await toggle(key).click();
    }
  }
  await page.mouse.move(1, 1);
}

/** While it plays: Pause on the toggle, the controls hidden, one start-view. */
async function expectFollowsPlayback(key: Key): Promise<void> {
  await eventually(async () => {
    expect((await media(key)).paused).toBe(false);
    expect(await toggle(key).getAttribute('aria-label')).toBe('Pause');
  }, 5_000, 100);
  await eventually(async () => expect(await frame(key).getAttribute('data-controls')).toBe('hidden'), 8_000, 100);
  expect((await media(key)).paused).toBe(false);
  await eventually(() => expect(callsOn(key, 'start-view')).toHaveLength(1), 5_000, 100);
  expect(callsOn(key, 'start-view')[0].response.status()).toBe(201);
}

/** Played to its end: Play on the toggle, one view, counted; the grid's count moves to 1. */
async function expectCountedAtTheEnd(key: Key): Promise<void> {
  await eventually(async () => expect((await media(key)).ended).toBe(true), 30_000, 200);
  await eventually(async () => expect(await toggle(key).getAttribute('aria-label')).toBe('Play'), 5_000, 100);
  await eventually(async () => expect(await viewCount(key)).toBe(1), 10_000, 200);
  expect(callsOn(key, 'start-view')).toHaveLength(1);
  const reports = callsOn(key, 'update-view');
  const sent = reports.map((r) => JSON.parse(r.request.postData() ?? '{}') as SentProgress);
  expect(new Set(sent.map((s) => s.viewId)).size).toBe(1);
  expect(Math.max(...sent.map((s) => s.completionPercentage))).toBeGreaterThanOrEqual(90);
  const answers = await Promise.all(reports.map(async (r) => (await r.response.json()) as { counted: boolean }));
  expect(answers.filter((a) => a.counted)).toHaveLength(1);
}

const step = stepWithScreenshot(() => current);

describe('the player on videos with renditions', () => {
  it('an admin uploads four battles big enough for renditions and waits for them', step(async () => {
    const { page } = viewers.default!;
    current = page;
    await signUpAdmin(page, h, admin);
    ids.event = await createEventByApi(page, h, eventTitle, 'Every rung of the ladder.');
    for (const [key, v] of Object.entries(videos) as [Key, (typeof videos)[Key]][]) {
      const uploaded = await page.request.post(`${h.url}/api/admin/videos`, {
        multipart: {
          title: v.title, eventId: ids.event, battlerAName: `${v.title} A`, battlerBName: `${v.title} B`,
          isMainEvent: 'false', requiresAuth: 'false',
          video: { name: `${key}.mp4`, mimeType: 'video/mp4', buffer: ladderVideo(v.size) },
        },
      });
      expect(uploaded.status()).toBe(201);
      ids[key] = ((await uploaded.json()) as { id: string }).id;
    }
    for (const [key, v] of Object.entries(videos) as [Key, (typeof videos)[Key]][]) {
      await waitForRenditions(page, h, ids[key]!, [...v.renditions]);
    }
    expect((await page.request.post(`${h.url}/api/logout`)).status()).toBe(200);
  }));

  for (const key of ['allowedCard', 'allowedLink', 'defaultCard'] as const) {
    const { policy, open } = videos[key];
    it(`with autoplay ${policy === 'allowed' ? 'allowed' : 'under the default policy'}, opened from its ${open === 'card' ? 'card' : 'shared link'}: the rendition plays, the toggle and the controls follow, and the view counts`, step(async () => {
      await openAndPlay(key);
      await expectFollowsPlayback(key);
      await expectCountedAtTheEnd(key);
    }));
  }

  it('under the default policy, opened from a shared link: switching quality while playing keeps the position, playing and the view', step(async () => {
    const key = 'defaultLink';
    await openAndPlay(key);
    await expectFollowsPlayback(key);
    await eventually(async () => expect((await media(key)).t).toBeGreaterThanOrEqual(3), 10_000, 100);

    // every label the toggle shows from here on
    await toggle(key).evaluate((el) => {
      const page = globalThis as unknown as { toggleLabels: string[]; MutationObserver: new (seen: () => void) => { observe(target: unknown, options: object): void } };
      const button = el as unknown as { getAttribute(name: string): string | null };
      page.toggleLabels = [];
      new page.MutationObserver(() => page.toggleLabels.push(button.getAttribute('aria-label') ?? '')).observe(el, { attributes: true, attributeFilter: ['aria-label'] });
    });
    await frame(key).hover();
    await frame(key).getByRole('button', { name: 'Quality: Auto (360p)' }).click();
    const before = (await media(key)).t;
    await frame(key).getByRole('menuitemradio', { name: '480p' }).click();
    await viewer(key).page.mouse.move(1, 1);
    await eventually(async () => expect((await media(key)).src).toMatch(/\?quality=480p$/), 5_000, 100);
    await eventually(async () => {
      const m = await media(key);
      expect(m.paused).toBe(false);
      // carried on from where it was, not from the start
      expect(m.t).toBeGreaterThan(before);
    }, 10_000, 100);
    const labels = await viewer(key).page.evaluate(() => (globalThis as unknown as { toggleLabels: string[] }).toggleLabels);
    expect(labels).not.toContain('Play');
    expect(await toggle(key).getAttribute('aria-label')).toBe('Pause');

    await expectCountedAtTheEnd(key);
  }));
});
