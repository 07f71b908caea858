/**
 * The claims journey in headless Chromium against the real server (embedded default)
 * and the built web app: a member requests a claim and sees 'Claim Request Pending';
 * another member sees 'Request to Claim'; the admin approves; the claimant sees
 * 'Manage Profile', sets a tagline, a photo and a cover that the public battler page
 * shows; the other member sees 'Claimed by Another User'; the outbox holds the three
 * mails (submission, admin notification, result) once each.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { PNG_1x1 } from '../fixtures/images';
import { testVideo } from '../fixtures/videos';
import { chunksLoaded, eventually, stepWithScreenshot } from './browser';
import { createEventByApi, journeyPerFile, signUpAdmin, toastAfter } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let page: Page;
journeyPerFile((j) => ({ h, page } = j));

const stamp = Date.now().toString(36);
const admin = { username: `judge_${stamp}`, email: `judge_${stamp}@example.com`, password: 'judge-password-1', firstName: 'Head', lastName: 'Judge' };
const claimant = { username: `ace_${stamp}`, email: `ace_${stamp}@example.com`, password: 'ace-password-1', firstName: 'Ace', lastName: 'Verse' };
const rival = { username: `rival_${stamp}`, email: `rival_${stamp}@example.com`, password: 'rival-password-1', firstName: 'Riv', lastName: 'Al' };
const battlerName = `Ace Verse ${stamp}`;
const tagline = 'Desert bars since day one';
let battlerId = '';

const expectToast = (title: string, act: () => Promise<void>) => toastAfter(page, title, act);

async function signInAs(user: { username: string; password: string }): Promise<void> {
  await page.request.post(`${h.url}/api/logout`);
  const res = await page.request.post(`${h.url}/api/login`, { data: { username: user.username, password: user.password } });
  expect(res.status()).toBe(200);
}

async function getJson<T>(url: string): Promise<T> {
  const res = await page.request.get(`${h.url}${url}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The outbox's mails about this battler, by recipient. */
function claimMails(): { to: string; text: string }[] {
  const dir = path.join(h.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => text.includes(battlerName))
    .map((text) => ({ to: /^To: (.*)$/m.exec(text)?.[1] ?? '', text }));
}

const openBattler = async () => {
  await page.goto(`${h.url}/battlers/${battlerId}`);
  await page.getByRole('heading', { name: battlerName, level: 1 }).waitFor();
};

const step = stepWithScreenshot(() => page);

describe('claims journey', () => {
  it('an admin uploads a battle, which makes its two battlers', step(async () => {
    await signUpAdmin(page, h, admin);
    const eventId = await createEventByApi(page, h, `Claim Night ${stamp}`, 'Who owns the name?');
    const uploaded = await page.request.post(`${h.url}/api/admin/videos`, {
      multipart: {
        title: `Ace vs Deuce ${stamp}`, eventId, battlerAName: battlerName, battlerBName: `Deuce ${stamp}`,
        video: { name: 'b.mp4', mimeType: 'video/mp4', buffer: testVideo(1) },
      },
    });
    expect(uploaded.status()).toBe(201);
    battlerId = ((await uploaded.json()) as { battlerAId: string }).battlerAId;
    await page.request.post(`${h.url}/api/logout`);
  }));

  it("a visitor's battler page loads none of the claim, owner or form code", step(async () => {
    const chunks = await chunksLoaded(page, openBattler);
    expect(chunks).toContain('BattlerDetailPage');
    expect(chunks.filter((c) => ['ClaimButton', 'claimsApi', 'forms', 'CoverControls', 'useOwnerImage'].includes(c))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Request to Claim' }).count()).resolves.toBe(0);
  }));

  it('a member requests the claim and sees it pending', step(async () => {
    expect((await page.request.post(`${h.url}/api/register`, { data: claimant })).status()).toBe(201);
    await openBattler();
    await page.getByRole('button', { name: 'Request to Claim' }).click();
    const form = page.getByRole('form', { name: `Claim request for ${battlerName}` });
    expect(await form.getByLabel('Contact email').inputValue()).toBe(claimant.email);
    await form.getByLabel('Battle video URL 1').fill('https://www.youtube.com/watch?v=ace-vs-deuce');
    await form.getByLabel('Instagram').fill('https://instagram.com/aceverse');
    await form.getByLabel('Battle history').fill('Twelve battles on the Southwest circuit since 2019, two titles, one loss to Deuce.');
    await expectToast('Claim Request Submitted', () => form.getByRole('button', { name: 'Submit Claim Request' }).click());
    await page.getByRole('button', { name: 'Claim Request Pending' }).waitFor();
    const pending = await getJson<{ battlerId: string; status: string; socialMediaLinks: Record<string, string> }>('/api/user/pending-claim-request');
    expect(pending).toMatchObject({ battlerId, status: 'pending', socialMediaLinks: { instagram: 'https://instagram.com/aceverse' } });
  }));

  it('another member may still request it', step(async () => {
    await page.request.post(`${h.url}/api/logout`);
    expect((await page.request.post(`${h.url}/api/register`, { data: rival })).status()).toBe(201);
    await openBattler();
    await page.getByRole('button', { name: 'Request to Claim' }).waitFor();
  }));

  it('the admin approves the request, and the battler has its owner', step(async () => {
    await signInAs(admin);
    await page.goto(`${h.url}/admin?tab=claim-requests`);
    const who = `${claimant.firstName} ${claimant.lastName}`;
    await page.getByRole('button', { name: `Review claim request from ${who}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Review Claim Request' });
    await dialog.getByLabel('Review notes (optional)').fill('Verified with the league office.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    const battler = await getJson<{ userId: string | null }>(`/api/battlers/${battlerId}`);
    const users = await getJson<{ id: string; username: string }[]>('/api/admin/users');
    expect(battler.userId).toBe(users.find((u) => u.username === claimant.username)?.id);
  }));

  it('the claimant manages the profile: tagline, photo and cover show on the public page', step(async () => {
    await signInAs(claimant);
    await openBattler();
    await page.getByRole('link', { name: 'Manage Profile' }).click();
    await page.waitForURL(`${h.url}/battler-profile-settings`);

    const texts = page.getByRole('form', { name: 'Tagline and quote' });
    await texts.getByLabel('Tagline').fill(tagline);
    await expectToast('Profile Updated', () => texts.getByRole('button', { name: 'Save Changes' }).click());
    await expectToast('Profile Picture Updated', () =>
      page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 }));

    await openBattler();
    await expectToast('Cover Image Updated', () =>
      page.getByLabel('Cover image file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1x1 }));

    await page.request.post(`${h.url}/api/logout`);
    await page.goto(`${h.url}/battlers/${battlerId}`);
    await page.getByText(tagline).waitFor();
    const shown = await getJson<{ tagline: string; profileImageUrl: string; coverImageUrl: string }>(`/api/battlers/${battlerId}`);
    expect(shown.tagline).toBe(tagline);
    expect(shown.profileImageUrl).toMatch(/^\/uploads\//);
    expect(shown.coverImageUrl).toMatch(/^\/uploads\//);
    expect(await page.getByTestId('battler-cover').locator('img').getAttribute('src')).toBe(shown.coverImageUrl);
  }));

  it('the other member sees it claimed by another user', step(async () => {
    await signInAs(rival);
    await openBattler();
    await page.getByRole('button', { name: 'Claimed by Another User' }).waitFor();
  }));

  it('the outbox holds the three mails once each', step(async () => {
    await eventually(() => {
      const mails = claimMails();
      expect(mails.filter((m) => m.to === claimant.email)).toHaveLength(2);
      expect(mails.filter((m) => m.to === admin.email)).toHaveLength(1);
    });
    // nothing more arrives: each mail's flag was recorded
    await new Promise((r) => setTimeout(r, 1500));
    const mails = claimMails();
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.to === claimant.email).some((m) => m.text.includes('Verified with the league office.'))).toBe(true);
  }));
});
