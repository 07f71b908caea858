/**
 * Issue 13 in headless Chromium against the real server (embedded default), the built
 * web app and test/youtube-stand-in.ts (a stand-in of Google's YouTube API, not
 * YouTube): an admin syncs a battler's YouTube videos, marks one irrelevant and sees
 * the total drop; the public card shows the views with the switch on and not with it
 * off; the admin merges two duplicates and the directory and the battler page show one
 * battler with both histories.
 */
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { startYoutubeStandIn, type YoutubeStandIn } from '../youtube-stand-in';
import { eventually, type launchBrowser, stepWithScreenshot } from './browser';
import { createEventByApi, signUpAdmin, startJourney, toastAfter } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let youtube: YoutubeStandIn;

const stamp = Date.now().toString(36);
const star = `Lil Reek ${stamp}`;
const rival = `Rhyme Seeker ${stamp}`;
// the same battler typed another way on a later upload
const duplicate = `LilReek ${stamp}`;
const third = `Third Verse ${stamp}`;
const admin = { username: `yt_${stamp}`, email: `yt_${stamp}@example.com`, password: 'yt-password-1', firstName: 'Tube', lastName: 'Admin' };
const video = (id: string, title: string, viewCount: number) =>
  ({ youtubeVideoId: id, title, channelName: 'UBR League', viewCount, publishedAt: '2024-03-01T00:00:00Z' });

beforeAll(async () => {
  youtube = await startYoutubeStandIn({
    videos: {
      [star]: [
        video('aaaaaaaaaa1', `${star} vs ${rival} FULL BATTLE`, 2_000_000),
        video('aaaaaaaaaa2', `${star} cooking show`, 500_000),
        video('aaaaaaaaaa3', `${star} freestyle`, 100_000),
      ],
    },
  });
  ({ h, browser, page } = await startJourney({ YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_ROOT: youtube.rootUrl }));
});

afterAll(async () => {
  await browser?.close();
  await h?.stop();
  await youtube?.close();
});

const step = stepWithScreenshot(() => page);

async function uploadByApi(eventId: string, title: string, a: string, b: string) {
  const res = await page.request.post(`${h.url}/api/admin/videos`, {
    multipart: {
      title, eventId, battlerAName: a, battlerBName: b, requiresAuth: 'false',
      video: { name: 'v.mp4', mimeType: 'video/mp4', buffer: testVideo() },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; battlerAId: string; battlerBId: string };
}

async function setYoutubeViews(on: boolean) {
  const res = await page.request.put(`${h.url}/api/admin/system-settings/youtube_views_visible`, { data: { value: on ? 'true' : 'false' } });
  expect(res.status()).toBe(200);
}

/** The public card of a battler on /battlers. */
const cardOf = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('battlers under admin review', () => {
  let eventId = '';
  let starId = '';

  it('an admin syncs a battler from YouTube and sees its matched videos and total', step(async () => {
    await signUpAdmin(page, h, admin);
    eventId = await createEventByApi(page, h, `Desert Clash ${stamp}`, 'Two rounds.');
    starId = (await uploadByApi(eventId, `${star} vs ${rival}`, star, rival)).battlerAId;

    await page.goto(`${h.url}/admin?tab=battlers`);
    await page.getByRole('button', { name: `YouTube videos of ${star}` }).click();
    const dialog = page.getByRole('dialog', { name: 'YouTube Video Review' });
    expect(await dialog.getByLabel('Search name').inputValue()).toBe(star);
    await toastAfter(page, 'YouTube Synced', () => dialog.getByRole('button', { name: 'Sync YouTube' }).click());
    const list = dialog.getByRole('list', { name: 'Matched YouTube videos' });
    await eventually(async () => expect(await list.getByRole('listitem').count()).toBe(3));
    const stats = dialog.getByLabel('YouTube statistics');
    await stats.getByText('2.6M', { exact: true }).waitFor();
  }));

  it('marking a video irrelevant takes its views out of the total', step(async () => {
    const dialog = page.getByRole('dialog', { name: 'YouTube Video Review' });
    const cooking = dialog.getByRole('group', { name: `Relevance of ${star} cooking show` });
    await toastAfter(page, 'Video Reviewed', () => cooking.getByRole('button', { name: 'Irrelevant' }).click());
    await eventually(async () => expect(await cooking.getByRole('button', { name: 'Irrelevant' }).getAttribute('aria-pressed')).toBe('true'));
    await dialog.getByLabel('YouTube statistics').getByText('2.1M', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
  }));

  it('the public card shows the views with the switch on, and not with it off', step(async () => {
    await setYoutubeViews(true);
    await page.goto(`${h.url}/battlers`);
    const card = cardOf(star);
    await card.getByText('YouTube Views').waitFor();
    await card.getByText('2.1M', { exact: true }).waitFor();
    await page.goto(`${h.url}/battlers/${starId}`);
    await page.getByText('2.1M', { exact: true }).first().waitFor();

    await setYoutubeViews(false);
    await page.goto(`${h.url}/battlers`);
    await cardOf(star).getByRole('link', { name: star, exact: true }).waitFor();
    expect(await cardOf(star).getByText('YouTube Views').count()).toBe(0);
  }));

  it('the admin merges two duplicates; the directory and the battler page show one battler with both histories', step(async () => {
    const second = await uploadByApi(eventId, `${duplicate} vs ${third}`, duplicate, third);
    const vote = await page.request.post(`${h.url}/api/videos/${second.id}/vote`, { data: { battlerId: second.battlerAId } });
    expect(vote.status()).toBeLessThan(300);
    const votesOf = async (id: string) => ((await (await page.request.get(`${h.url}/api/battlers/${id}`)).json()) as { totalVotes: number }).totalVotes;
    const before = (await votesOf(starId)) + (await votesOf(second.battlerAId));
    expect(before).toBeGreaterThan(0);

    await page.goto(`${h.url}/admin?tab=users`);
    await page.getByRole('button', { name: 'Merge Battlers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Battlers' });
    const pick = async (label: string, typed: string, name: string) => {
      await dialog.getByRole('combobox', { name: label }).fill(typed);
      await dialog.getByRole('listbox', { name: `${label} suggestions` }).getByRole('option', { name, exact: true }).click();
    };
    await pick('Battler to merge away', 'LilReek', duplicate);
    await pick('Battler to keep', 'Lil Reek', star);
    // the preview says what moves before anything does
    const moves = dialog.getByLabel('Moves to the kept battler');
    await moves.waitFor();
    expect(await moves.locator('dt:text-is("Videos") + dd').textContent()).toBe('1');
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await toastAfter(page, 'Battlers Merged', () => dialog.getByRole('button', { name: 'Confirm Merge' }).click());

    await page.goto(`${h.url}/battlers`);
    await cardOf(star).getByRole('link', { name: star, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: duplicate, exact: true }).count()).toBe(0);
    expect(await votesOf(starId)).toBe(before);
    expect((await page.request.get(`${h.url}/api/battlers/${second.battlerAId}`)).status()).toBe(404);

    await page.goto(`${h.url}/battlers/${starId}`);
    await page.getByText(`${star} vs ${rival}`, { exact: true }).first().waitFor();
    await page.getByText(`${duplicate} vs ${third}`, { exact: true }).first().waitFor();
  }));
});
