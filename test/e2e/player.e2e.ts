/**
 * The video player in headless Chromium against the real server (embedded default) and the
 * built web app, for what the engagement journey leaves out (public §2 Video player, §4): an
 * admin sets up an event with three 40 s videos through the API → a visitor sees the comments
 * under the player in normal mode only (theater and fullscreen hide them; leaving fullscreen
 * lands in theater) → plays one video without a break and sees a progress report at most, and
 * at least, every 10 s, then one on pause → plays another past 30 % and closes the player
 * before the next periodic report: that last (keepalive) report counts the view → the same
 * with a third video and navigating away from the page.
 */
import type { Page, Request, Response } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { eventually, type launchBrowser, stepWithScreenshot } from './browser';
import { createEventByApi, signUpAdmin, startJourney } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

/** The view-tracking calls the page made: which video, when the browser sent it, the answer. */
interface ViewCall { call: 'start-view' | 'update-view'; video: string; sentAt: number; request: Request; response: Response }
const viewCalls: ViewCall[] = [];
const reportsOn = (video: string) => viewCalls.filter((c) => c.call === 'update-view' && c.video === video);

beforeAll(async () => {
  ({ h, browser, page } = await startJourney());
  page.on('response', (response) => {
    const m = /\/api\/videos\/([^/]+)\/(start-view|update-view)$/.exec(new URL(response.url()).pathname);
    if (!m) return;
    const request = response.request();
    // the browser's own clock for when the request left (the same machine's wall clock as Date.now())
    viewCalls.push({ call: m[2] as ViewCall['call'], video: decodeURIComponent(m[1]), sentAt: request.timing().startTime, request, response });
  });
});

afterAll(async () => {
  await browser?.close();
  await h?.stop();
});

const stamp = Date.now().toString(36);
const admin = { username: `stage_${stamp}`, email: `stage_${stamp}@example.com`, password: 'stage-password-1', firstName: 'Stage', lastName: 'Manager' };
const eventTitle = `Marathon Night ${stamp}`;
/** 40 s each: 30 % is 12 s, between the first periodic report (10 s) and the second (20 s). */
const SECONDS = 40;
const videos = {
  long: { title: `Long Haul ${stamp}`, battlerA: `Stamina Sage ${stamp}`, battlerB: `Endless Echo ${stamp}` },
  closed: { title: `Last Word ${stamp}`, battlerA: `Final Bar ${stamp}`, battlerB: `Closing Line ${stamp}` },
  left: { title: `Exit Stage ${stamp}`, battlerA: `Door Slam ${stamp}`, battlerB: `Curtain Call ${stamp}` },
};
type Key = keyof typeof videos;
const ids: { event?: string } & Partial<Record<Key, string>> = {};

/** The bits of HTMLVideoElement used here (the server's tsconfig has no DOM library). */
interface MediaElement {
  autoplay: boolean; muted: boolean; paused: boolean; ended: boolean; currentTime: number; duration: number; pause(): void;
  addEventListener(type: string, listener: () => void): void;
  /** set here: the browser's clock at the media's last 'playing' event */
  playingAt?: number;
}
interface ApiVideo { id: string; title: string; viewCount: number; duration: number }
interface SentProgress { viewId: string; watchedDuration: number; completionPercentage: number }
interface ViewAnswer { qualified: boolean; counted: boolean }

const sent = (c: ViewCall) => JSON.parse(c.request.postData() ?? '{}') as SentProgress;
const answer = async (c: ViewCall) => (await c.response.json()) as ViewAnswer;

async function getJson<T>(url: string): Promise<T> {
  const res = await page.request.get(`${h.url}${url}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const eventVideos = () => getJson<ApiVideo[]>(`/api/events/${ids.event}/videos`);
const viewCount = async (key: Key) => (await eventVideos()).find((v) => v.id === ids[key])!.viewCount;

const player = (key: Key) => page.getByRole('dialog', { name: videos[key].title });
const frame = (key: Key) => player(key).getByRole('region', { name: `Video player: ${videos[key].title}` });
/** The comments section under the player (a region named by its 'Comments (n)' heading). */
const comments = (key: Key) => player(key).getByRole('region', { name: /^Comments/ });
const media = (key: Key) => frame(key).locator('video').evaluate((el) => {
  const v = el as unknown as MediaElement;
  return { paused: v.paused, ended: v.ended, t: v.currentTime, d: v.duration };
});

/**
 * Opens a video from the event's grid. Opening is a click, so Chromium may autoplay it with
 * sound (which starts the view): as in the engagement journey the test stops it at once and
 * mutes it, so that only the deliberate plays below move the view on.
 */
async function openVideo(key: Key): Promise<void> {
  await page.getByRole('button', { name: videos[key].title }).click();
  await player(key).waitFor();
  await page.waitForURL(`${h.url}/events/${ids.event}?video=${ids[key]}`);
  const state = await frame(key).locator('video').evaluate((el) => {
    const v = el as unknown as MediaElement;
    v.autoplay = false;
    v.muted = true;
    v.pause();
    v.addEventListener('playing', () => (v.playingAt = Date.now()));
    return { paused: v.paused, t: v.currentTime };
  });
  expect(state.paused).toBe(true);
  expect(state.t).toBeLessThan(1);
  // the stopped autoplay's start-view and report (if any) are answered before the test goes on
  let seen = -1;
  await eventually(() => {
    const now = viewCalls.filter((c) => c.video === ids[key]).length;
    const quiet = now === seen;
    seen = now;
    expect(quiet).toBe(true);
  }, 5_000, 750);
}

/** Each step starts on a freshly loaded event page (so one failing step leaves no player open for the next). */
async function gotoEvent(): Promise<void> {
  await page.goto(`${h.url}/events/${ids.event}`);
  await page.getByRole('heading', { name: eventTitle, level: 1 }).waitFor();
}

async function closeVideo(key: Key): Promise<void> {
  await player(key).getByRole('button', { name: 'Close player' }).click();
  await player(key).waitFor({ state: 'detached' });
  await page.waitForURL(`${h.url}/events/${ids.event}`);
}

/** The controls hide 3 s into playing: a mouse move over the player brings them back first. */
async function pressControl(key: Key, name: string): Promise<void> {
  await frame(key).hover();
  await frame(key).getByRole('button', { name, exact: true }).click();
}

/** Clicks Play; resolves with the time (browser's clock) the media started playing. */
async function play(key: Key): Promise<number> {
  const video = frame(key).locator('video');
  await video.evaluate((el) => void ((el as unknown as MediaElement).playingAt = undefined));
  await pressControl(key, 'Play');
  await frame(key).getByRole('button', { name: 'Pause', exact: true }).waitFor();
  let at: number | undefined;
  await eventually(async () => {
    at = await video.evaluate((el) => (el as unknown as MediaElement).playingAt);
    expect(at).toBeDefined();
  }, 10_000, 50);
  return at!;
}

/** A picture of the whole player view (a taller window, so the part under the player shows too). */
async function picture(file: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 1400 });
  try {
    await page.screenshot({ path: file });
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

async function expectMode(key: Key, mode: 'normal' | 'theater' | 'fullscreen'): Promise<void> {
  await eventually(async () => expect(await frame(key).getAttribute('data-mode')).toBe(mode));
  const theater = frame(key).getByRole('button', { name: 'Theater mode' });
  const fullscreen = frame(key).getByRole('button', { name: 'Full screen' });
  expect(await theater.getAttribute('aria-pressed')).toBe(String(mode === 'theater'));
  expect(await fullscreen.getAttribute('aria-pressed')).toBe(String(mode === 'fullscreen'));
  if (mode === 'normal') {
    await comments(key).waitFor();
    expect(await comments(key).getByText('Please log in to join the discussion').isVisible()).toBe(true);
  } else {
    // not merely hidden by style: the section is not there at all
    await comments(key).waitFor({ state: 'detached' });
  }
}

/**
 * Plays from the start until the position passes 30 % (13 s of 40), i.e. after the first
 * periodic report (about 10 s in, 25 %) and well before the second (about 20 s in), then
 * checks nothing qualified the view yet: the report made on leaving is the only one that can.
 */
async function playPastThreshold(key: Key): Promise<void> {
  await play(key);
  await eventually(async () => expect((await media(key)).t).toBeGreaterThanOrEqual(13), 40_000, 50);
  const reports = reportsOn(ids[key]!);
  for (const r of reports) {
    expect(sent(r).completionPercentage).toBeLessThan(30);
    expect(sent(r).watchedDuration).toBeLessThan(30);
    expect(await answer(r)).toMatchObject({ qualified: false, counted: false });
  }
  expect(await viewCount(key)).toBe(0);
  expect((await media(key)).paused).toBe(false);
}

const step = stepWithScreenshot(() => page);

describe('video player', () => {
  it('an admin sets up an event with three 40 s videos through the API', step(async () => {
    await signUpAdmin(page, h, admin);
    ids.event = await createEventByApi(page, h, eventTitle, 'Long battles, longer nights.');

    const buffer = testVideo(SECONDS, '320x180');
    for (const [key, v] of Object.entries(videos) as [Key, (typeof videos)[Key]][]) {
      const uploaded = await page.request.post(`${h.url}/api/admin/videos`, {
        multipart: {
          title: v.title, description: 'Every bar counts.', eventId: ids.event, battlerAName: v.battlerA,
          battlerBName: v.battlerB, isMainEvent: String(key === 'long'), requiresAuth: 'false',
          video: { name: `${key}.mp4`, mimeType: 'video/mp4', buffer },
        },
      });
      expect(uploaded.status()).toBe(201);
    }
    const listed = await eventVideos();
    for (const key of Object.keys(videos) as Key[]) {
      const v = listed.find((x) => x.title === videos[key].title);
      expect(v).toMatchObject({ viewCount: 0, duration: SECONDS });
      ids[key] = v!.id;
    }

    expect((await page.request.post(`${h.url}/api/logout`)).status()).toBe(200);
  }));

  it('shows the comments under the player in normal mode only', step(async () => {
    await gotoEvent();
    await openVideo('long');
    await expectMode('long', 'normal');
    const normalWidth = (await frame('long').boundingBox())!.width;
    const theater = frame('long').getByRole('button', { name: 'Theater mode' });

    await theater.click();
    await expectMode('long', 'theater');
    // theater gives the player the side panel's column too
    expect((await frame('long').boundingBox())!.width).toBeGreaterThan(normalWidth + 200);
    await picture('/tmp/e2e-player-theater.png');

    await theater.click();
    await expectMode('long', 'normal');
    expect((await frame('long').boundingBox())!.width).toBeCloseTo(normalWidth, 0);
    await picture('/tmp/e2e-player-normal.png');

    // the keyboard: T to theater, Escape back to normal (and the player stays open)
    await frame('long').focus();
    await page.keyboard.press('t');
    await expectMode('long', 'theater');
    await page.keyboard.press('Escape');
    await expectMode('long', 'normal');
    expect(await player('long').isVisible()).toBe(true);

    // fullscreen (the Fullscreen API works in headless Chromium): comments stay away, and
    // leaving fullscreen returns to theater, not to normal
    const fullscreen = frame('long').getByRole('button', { name: 'Full screen' });
    await fullscreen.click();
    await expectMode('long', 'fullscreen');
    expect(await page.evaluate('document.fullscreenElement?.getAttribute("aria-label")')).toBe(`Video player: ${videos.long.title}`);
    await page.screenshot({ path: '/tmp/e2e-player-fullscreen.png' });
    await pressControl('long', 'Full screen');
    await expectMode('long', 'theater');
    expect(await page.evaluate('document.fullscreenElement')).toBeNull();
    await theater.click();
    await expectMode('long', 'normal');

    await closeVideo('long');
  }));

  it('reports progress every 10 s while playing, and on pause', step(async () => {
    await gotoEvent();
    await openVideo('long');
    const clickedAt = Date.now();
    const startedAt = await play('long');
    // the stopped autoplay may have reported once, before the click
    const periodic = () => reportsOn(ids.long!).filter((r) => r.sentAt >= clickedAt);

    // two periodic reports, about 10 s and 20 s in
    await eventually(() => expect(periodic().length).toBeGreaterThanOrEqual(2), 30_000, 200);
    const m = await media('long');
    expect(m.paused).toBe(false);
    const elapsed = (Date.now() - startedAt) / 1000;
    // the media really played without a break meanwhile
    expect(m.t).toBeGreaterThan(elapsed - 4);

    const reports = periodic();
    // nothing more than one report per 10 s (none on the clicks or the timeupdates)
    expect(reports).toHaveLength(2);
    const times = [startedAt, ...reports.map((r) => r.sentAt)];
    const gaps = times.slice(1).map((t, i) => (t - times[i]) / 1000);
    for (const gap of gaps) {
      // at most every 10 s (a little slack for the clocks), and at least once per ~10 s
      expect(gap).toBeGreaterThanOrEqual(9);
      expect(gap).toBeLessThanOrEqual(13);
    }
    const bodies = reports.map(sent);
    expect(new Set(bodies.map((b) => b.viewId)).size).toBe(1);
    expect(bodies[0].watchedDuration).toBeGreaterThanOrEqual(9.5);
    expect(bodies[1].watchedDuration).toBeGreaterThanOrEqual(bodies[0].watchedDuration + 9);
    expect(bodies[1].completionPercentage).toBeGreaterThan(bodies[0].completionPercentage);
    // 25 % after ~10 s does not qualify; 50 % after ~20 s does, and counts
    expect(await answer(reports[0])).toMatchObject({ qualified: false, counted: false });
    expect(await answer(reports[1])).toMatchObject({ qualified: true, counted: true });

    // a pause reports at once (the next periodic report would be ~10 s away); half a second of
    // play after the last report first, so the pause has new progress to tell
    const reportedAt = (bodies[1].completionPercentage / 100) * SECONDS;
    await eventually(async () => expect((await media('long')).t).toBeGreaterThan(reportedAt + 0.5), 5_000, 50);
    const pausedAt = Date.now();
    await pressControl('long', 'Pause');
    await frame('long').getByRole('button', { name: 'Play', exact: true }).waitFor();
    await eventually(() => expect(periodic().length).toBe(reports.length + 1), 5_000, 100);
    const onPause = periodic().at(-1)!;
    expect(onPause.sentAt - pausedAt).toBeLessThan(3_000);
    expect(onPause.sentAt - reports.at(-1)!.sentAt).toBeLessThan(9_000);
    expect(sent(onPause).viewId).toBe(bodies[0].viewId);
    expect(sent(onPause).watchedDuration).toBeGreaterThan(bodies[1].watchedDuration);
    expect(onPause.response.status()).toBe(200);
    expect((await media('long')).paused).toBe(true);

    await eventually(async () => expect(await viewCount('long')).toBe(1), 10_000, 200);
    await closeVideo('long');
  }));

  it('counts a view whose qualifying progress only the report on closing the player carries', step(async () => {
    await gotoEvent();
    await openVideo('closed');
    await playPastThreshold('closed');
    const before = reportsOn(ids.closed!).length;

    await closeVideo('closed');
    // the player's last report (keepalive), sent as it closes
    await eventually(() => expect(reportsOn(ids.closed!).length).toBe(before + 1), 5_000, 100);
    const last = reportsOn(ids.closed!).at(-1)!;
    expect(sent(last).completionPercentage).toBeGreaterThanOrEqual(30);
    expect(await answer(last)).toMatchObject({ qualified: true, counted: true });
    await eventually(async () => expect(await viewCount('closed')).toBe(1), 10_000, 200);
  }));

  it('counts a view whose qualifying progress only the report on leaving the page carries', step(async () => {
    await gotoEvent();
    await openVideo('left');
    await playPastThreshold('left');

    // a full navigation elsewhere: the page is hidden and unloaded with the video playing
    await page.goto(`${h.url}/battlers`);
    await eventually(async () => expect(await viewCount('left')).toBe(1), 10_000, 200);
  }));
});
