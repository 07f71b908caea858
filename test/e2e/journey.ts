import type { Locator, Page } from 'playwright-core';
import { type Harness, makeRole, startHarness } from '../api-harness';
import { buildWeb, launchBrowser, WEB_DIST } from './browser';
import { eventually } from '../eventually';

export interface Journey {
  h: Harness;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  page: Page;
}

/**
 * The built web app on a real server over a fresh embedded store, with the real rate limits, and one browser page.
 * `env` adds configuration: YouTube against test/youtube-stand-in.ts is
 * `{ YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_ROOT: standIn.rootUrl }`.
 */
export async function startJourney(env: Record<string, string> = {}): Promise<Journey> {
  buildWeb();
  const h = await startHarness({ WEB_DIST, RATE_LIMIT_FACTOR: '1', ...env });
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(10_000);
  return { h, browser, page };
}

/**
 * One journey for a whole test file: started before its tests, the browser closed and the
 * server stopped after them. `take` gets the journey once it runs (assign the file's own
 * variables there).
 */
export function journeyPerFile(take: (j: Journey) => void, env?: Record<string, string>): void {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await startJourney(env);
    take(journey);
  });
  afterAll(async () => {
    await journey?.browser.close();
    await journey?.h.stop();
  });
}

/** Registers through the page's request context (which signs this browser in) and makes the user an admin. */
export async function signUpAdmin(page: Page, h: Harness, admin: Record<string, string>): Promise<string> {
  const reg = await page.request.post(`${h.url}/api/register`, { data: admin });
  expect(reg.status()).toBe(201);
  const { id } = (await reg.json()) as { id: string };
  await makeRole(h, id, 'admin');
  return id;
}

/** Creates an event through the admin API as the signed-in admin; answers its id. */
export async function createEventByApi(page: Page, h: Harness, title: string, description: string): Promise<string> {
  const created = await page.request.post(`${h.url}/api/admin/events`, { multipart: { title, description } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The toast whose text matches, on this page (in the polite region, or the assertive one for a destructive toast). */
export const toastOn = (page: Page, text: string | RegExp): Locator => page.getByTestId('toast').filter({ hasText: text }).first();

/** Waits for a toast after `act`, with whatever toast was up dismissed first (one shows at a time). */
export async function toastAfter(page: Page, title: string, act: () => Promise<void>, timeoutMs?: number): Promise<Locator> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  if (await dismiss.count()) await dismiss.click();
  await page.getByTestId('toast').waitFor({ state: 'detached' });
  await act();
  const shown = toastOn(page, title);
  await shown.waitFor({ timeout: timeoutMs });
  return shown;
}

/** Waits until the server lists exactly these renditions for the video (background transcoding). */
export async function waitForRenditions(page: Page, h: Harness, videoId: string, qualities: string[], timeoutMs = 150_000): Promise<void> {
  await eventually(async () => {
    const res = await page.request.get(`${h.url}/api/videos/${videoId}/quality/auto`);
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { availableQualities: string[] }).availableQualities).toEqual(qualities);
  }, timeoutMs, 500);
}
