/**
 * Share, as a fan's browser does it: the system share sheet where the browser has one (stood in
 * for here by a recording `navigator.share`, since headless Chromium on Linux has none), else
 * the link copied to the clipboard with a toast. On the player and on a battler's page.
 */
import type { Page } from 'playwright-core';
import { adminAgent, eventWithVideo } from '../api-harness';
import { journeyPerFile, toastOn, type Journey } from './journey';

jest.setTimeout(120_000);

let j: Journey;
journeyPerFile((journey) => { j = journey; });

let video: { id: string; eventId: string; battlerAId: string };

beforeAll(async () => {
  const admin = await adminAgent(j.h);
  video = await eventWithVideo(admin as never, { event: 'Share Night', title: 'Share Main Event', battlerA: 'Sharp Tongue', battlerB: 'Quick Wit' });
});

/** A page whose browser has the Web Share API; what it was asked to share is in `window.__shared`. */
async function withShareSheet(): Promise<Page> {
  const page = await j.browser.context.newPage();
  await page.addInitScript(`
    window.__shared = [];
    navigator.share = (data) => { window.__shared.push(data); return Promise.resolve(); };
    navigator.canShare = () => true;
  `);
  return page;
}

describe('Share', () => {
  it('copies a battle link from the player, with a toast, where there is no share sheet', async () => {
    await j.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: j.h.url });
    const { page } = j;
    await page.goto(`${j.h.url}/events/${video.eventId}?video=${video.id}`);
    await page.getByRole('button', { name: 'Share this battle' }).click();
    const link = `${j.h.url}/events/${video.eventId}?video=${video.id}`;
    await toastOn(page, 'Link copied').waitFor();
    await toastOn(page, link).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
  });

  it("hands the battle and the battler's page to the system share sheet where the browser has one", async () => {
    const page = await withShareSheet();
    try {
      await page.goto(`${j.h.url}/events/${video.eventId}?video=${video.id}`);
      await page.getByRole('button', { name: 'Share this battle' }).click();
      await page.waitForFunction('window.__shared.length === 1');
      expect(await page.evaluate('window.__shared')).toEqual([
        { title: 'Share Main Event', url: `${j.h.url}/events/${video.eventId}?video=${video.id}` },
      ]);
      await page.goto(`${j.h.url}/battlers/${video.battlerAId}`);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.waitForFunction('window.__shared.length === 1');
      expect(await page.evaluate('window.__shared')).toEqual([
        { title: 'Sharp Tongue', text: expect.stringMatching(/^Sharp Tongue on /), url: `${j.h.url}/battlers/${video.battlerAId}` },
      ]);
      // no toast: the sheet was the answer
      expect(await page.getByTestId('toast').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
