/**
 * A sponsor's reach in headless Chromium against the real server (embedded default) and the
 * built web app: an admin offers a tier, an upcoming event and its video → a member applies
 * to sponsor that event → the admin approves it → a visitor watches the video and the member
 * votes and comments → the member's dashboard shows the reach (totals, the drawn chart, the
 * table, the events' row) and the CSV downloads with the same figures → the admin sees the same
 * from the Sponsors tab → the admin's Insights tab keeps its range in the address → the
 * battlers page's past view draws the standings over time. axe finds nothing serious on any of
 * them, at desktop and on a phone.
 */
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { axeOn, eventually, stepWithScreenshot } from './browser';
import { journeyPerFile, signUpAdmin, toastAfter } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let page: Page;
journeyPerFile((j) => ({ h, page } = j));

const stamp = Date.now().toString(36);
const admin = { username: `reach_boss_${stamp}`, email: `reach_boss_${stamp}@example.com`, password: 'boss-password-1', firstName: 'League', lastName: 'Boss' };
const member = { username: `reach_brand_${stamp}`, email: `reach_brand_${stamp}@example.com`, password: 'brand-password-1', firstName: 'Dee', lastName: 'Jay' };
const company = `Saguaro Sound ${stamp}`;
const eventTitle = `Monsoon Clash ${stamp}`;
const ids: { event?: string; video?: string; application?: string } = {};
const startedAt = Date.now();

const step = stepWithScreenshot(() => page);

async function signInAs(user: { username: string; password: string }): Promise<void> {
  await page.request.post(`${h.url}/api/logout`);
  const res = await page.request.post(`${h.url}/api/login`, { data: { username: user.username, password: user.password } });
  expect(res.status()).toBe(200);
}

async function axeFindings(): Promise<string[]> {
  const result = await axeOn(page).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}

const reachPanel = () => page.getByRole('region', { name: `Reach: ${company}` });

describe('sponsor reach journey', () => {
  it('an admin offers a tier and an upcoming event with a battle video', step(async () => {
    await signUpAdmin(page, h, admin);
    expect((await page.request.post(`${h.url}/api/admin/sponsorship-tiers`, { data: { name: 'Gold', cost: '$1,000', benefits: 'Banner' } })).status()).toBe(201);
    const event = await page.request.post(`${h.url}/api/admin/events`, {
      multipart: { title: eventTitle, description: 'The monsoon card.', eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect(event.status()).toBe(201);
    ids.event = ((await event.json()) as { id: string }).id;
    const video = await page.request.post(`${h.url}/api/admin/videos`, {
      multipart: {
        title: `Haboob vs Dust Devil ${stamp}`, description: 'Round one.', eventId: ids.event, battlerAName: `Haboob ${stamp}`,
        battlerBName: `Dust Devil ${stamp}`, isMainEvent: 'true', requiresAuth: 'false',
        video: { name: 'clash.mp4', mimeType: 'video/mp4', buffer: testVideo(4, '320x180') },
      },
    });
    expect(video.status()).toBe(201);
    ids.video = ((await video.json()) as { id: string }).id;
  }));

  it('a member applies to sponsor the event and the admin approves it', step(async () => {
    await page.request.post(`${h.url}/api/logout`);
    expect((await page.request.post(`${h.url}/api/register`, { data: member })).status()).toBe(201);
    const applied = await page.request.post(`${h.url}/api/sponsorship-applications`, {
      data: {
        companyName: company, contactName: 'Dee Jay', email: `deals_${stamp}@example.com`, sponsorshipLevel: 'Gold',
        selectedEvents: [ids.event], message: 'Our speakers on your stage, all monsoon long.',
      },
    });
    expect(applied.status()).toBe(201);
    ids.application = ((await applied.json()) as { id: string }).id;
    // not approved yet: no reach
    const early = await page.request.get(`${h.url}/api/sponsorship-applications/${ids.application}/reach`);
    expect(early.status()).toBe(409);

    await signInAs(admin);
    await page.goto(`${h.url}/admin?tab=applications`);
    await page.getByRole('button', { name: `View application from ${company}` }).first().click();
    await toastAfter(page, 'Application Approved', () => page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click());
  }));

  it('a visitor watches the battle; the member votes and comments', step(async () => {
    await page.request.post(`${h.url}/api/logout`);
    const started = await page.request.post(`${h.url}/api/videos/${ids.video}/start-view`, { data: { sessionId: `s-${stamp}` } });
    expect(started.status()).toBe(201);
    const { viewId } = (await started.json()) as { viewId: string };
    const update = await page.request.patch(`${h.url}/api/videos/${ids.video}/update-view`, { data: { viewId, watchedDuration: 4, completionPercentage: 100 } });
    expect(((await update.json()) as { counted: boolean }).counted).toBe(true);

    await signInAs(member);
    const videos = (await (await page.request.get(`${h.url}/api/events/${ids.event}/videos`)).json()) as { id: string; battlerAId: string }[];
    const battlerId = videos.find((v) => v.id === ids.video)!.battlerAId;
    expect((await page.request.post(`${h.url}/api/videos/${ids.video}/vote`, { data: { battlerId } })).status()).toBe(200);
    expect((await page.request.post(`${h.url}/api/videos/${ids.video}/comments`, { data: { content: 'That last round!' } })).status()).toBe(201);
  }));

  it("the member's dashboard shows the reach, drawn and as a table, and the CSV says the same", step(async () => {
    await page.goto(`${h.url}/dashboard`);
    await page.getByRole('button', { name: `Show reach of ${company}` }).click();
    const panel = reachPanel();
    await panel.waitFor();
    const totals = panel.locator('dl[aria-label="Totals"]');
    await eventually(async () => {
      expect(await totals.innerText()).toMatch(/Views\s+1\b[\s\S]*Unique viewers\s+1\b[\s\S]*Votes\s+1\b[\s\S]*Comments\s+1\b/);
    });
    // the chart is drawn (a canvas), and the same figures are a table for screen readers
    await panel.locator('.uplot canvas').first().waitFor();
    const daily = panel.getByRole('table', { name: 'Views and votes per day' });
    expect(await daily.locator('tbody tr').count()).toBeGreaterThan(0);
    await panel.getByRole('row', { name: new RegExp(eventTitle) }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^reach-.*\.csv$/);
    const csv = await (await page.request.get(`${h.url}/api/sponsorship-applications/${ids.application}/reach.csv`)).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('day,views,votes');
    const dayRows = lines.slice(1, lines.indexOf(''));
    const sum = (i: number) => dayRows.reduce((n, row) => n + Number(row.split(',')[i]), 0);
    expect([sum(1), sum(2)]).toEqual([1, 1]);
    expect(csv).toContain(eventTitle);

    expect(await axeFindings()).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    // the chart follows its box's width once it is drawn again; the events' table scrolls in its own box
    await eventually(async () => {
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    });
    expect(await axeFindings()).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  }));

  it('Print puts the panel alone on one white sheet', step(async () => {
    const panel = reachPanel();
    await page.emulateMedia({ media: 'print' });
    // the print dialog itself is the browser's: what the page shows while it is open is read instead
    await page.evaluate(`window.print = () => {
      const target = document.querySelector('.print-target');
      const style = (el) => getComputedStyle(el);
      window.printed = {
        target: document.getElementById(target.getAttribute('aria-labelledby')).textContent,
        header: style(document.querySelector('header')).display,
        panel: style(target).display,
        background: style(target).backgroundColor,
        actions: style(target.querySelector('.no-print')).display,
      };
    }`);
    await panel.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate('window.printed')).toEqual({
      target: `Reach: ${company}`, header: 'none', panel: 'grid', background: 'rgb(255, 255, 255)', actions: 'none',
    });
    // the same marks as Print sets (printOne.ts), held while the sheet is made: one page
    const mark = (on: boolean) => page.evaluate(`{
      const el = document.querySelector('[data-testid="sponsor-reach"]');
      document.body.classList.toggle('printing-one', ${on});
      el.classList.toggle('print-target', ${on});
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) up.classList.toggle('print-path', ${on});
    }`);
    await mark(true);
    if (process.env.REACH_PRINT_SHOT) await page.screenshot({ path: process.env.REACH_PRINT_SHOT, fullPage: true });
    const pdf = (await page.pdf({ format: 'Letter', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBe(1);
    await mark(false);
    await page.emulateMedia({ media: 'screen' });
  }));

  it('another member is refused; the admin sees the same reach from the Sponsors tab', step(async () => {
    await page.request.post(`${h.url}/api/logout`);
    const other = { ...member, username: `reach_other_${stamp}`, email: `reach_other_${stamp}@example.com` };
    expect((await page.request.post(`${h.url}/api/register`, { data: other })).status()).toBe(201);
    expect((await page.request.get(`${h.url}/api/sponsorship-applications/${ids.application}/reach`)).status()).toBe(403);

    await signInAs(admin);
    await page.goto(`${h.url}/admin?tab=sponsors`);
    await page.getByRole('button', { name: `Reach of ${company}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('region', { name: `Reach: ${company}` }).waitFor();
    await dialog.locator('.uplot canvas').first().waitFor();
    expect(await dialog.locator('dl[aria-label="Totals"]').innerText()).toMatch(/Views\s+1\b/);
    expect(await axeFindings()).toEqual([]);
  }));

  it("the admin's Insights tab shows the league's days, its top battlers and keeps its range in the address", step(async () => {
    await page.goto(`${h.url}/admin?tab=insights`);
    const daily = page.getByRole('table', { name: 'Views, votes, comments and new members per day' });
    await daily.waitFor({ state: 'attached' });
    const totals = page.locator('dl[aria-label="Totals"]');
    expect(await totals.innerText()).toMatch(/Views\s+1\b[\s\S]*Votes\s+1\b[\s\S]*Comments\s+1\b/);
    await page.getByRole('row', { name: new RegExp(`Haboob ${stamp}`) }).waitFor();
    await page.locator('.uplot canvas').first().waitFor();
    expect(await axeFindings()).toEqual([]);

    const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(from);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('from')).toBe(from));
    await daily.waitFor({ state: 'attached' });
    await page.reload();
    await eventually(async () => expect(await page.getByLabel('From').inputValue()).toBe(from));

    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('.uplot canvas').first().waitFor();
    expect(await axeFindings()).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  }));

  it("the battlers page's past view draws the top battlers' standings over time", step(async () => {
    // the chart samples whole seconds in a league's first hour: let a few pass since the battlers were made
    await page.waitForTimeout(Math.max(0, startedAt + 8_000 - Date.now()));
    const asOf = new Date().toISOString();
    await page.goto(`${h.url}/battlers?asOf=${encodeURIComponent(asOf)}`);
    const table = page.getByRole('table', { name: 'Standings over time: wins of the top 5' });
    await table.waitFor({ state: 'attached' });
    expect(await table.locator('thead').innerText()).toContain(`Haboob ${stamp}`);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.locator('.uplot canvas').first().waitFor();
    expect(await axeFindings()).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await axeFindings()).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  }));
});
