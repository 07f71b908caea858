/**
 * The applications journey in headless Chromium against the real server (embedded
 * default) and the built web app: an admin sets up a tier and an upcoming event → a
 * member applies for sponsorship and as a battler on /dashboard and sees both pending →
 * the admin approves the sponsorship with a period and customizes it (logo, website),
 * and it appears on /sponsors with its badge and 'Partner since' → the admin rejects the
 * battler application, then approves it, and the member's tryout tab reads 'Already Approved'.
 */
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { PNG_1x1 } from '../fixtures/images';
import { eventually, stepWithScreenshot } from './browser';
import { journeyPerFile, signUpAdmin, toastAfter } from './journey';
import { leagueDay } from '../../domain/sponsorship/period';

jest.setTimeout(120_000);

let h: Harness;
let page: Page;
journeyPerFile((j) => ({ h, page } = j));

const stamp = Date.now().toString(36);
const admin = { username: `boss_${stamp}`, email: `boss_${stamp}@example.com`, password: 'boss-password-1', firstName: 'League', lastName: 'Boss' };
const member = { username: `brand_${stamp}`, email: `brand_${stamp}@example.com`, password: 'brand-password-1', firstName: 'Dee', lastName: 'Jay' };
const company = `Mesa Mic Co ${stamp}`;
const battlerName = `Dust Devil ${stamp}`;
const eventTitle = `Summer Clash ${stamp}`;


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

/** The league's calendar day (Arizona) `days` from now: the server's and the pages' "today". */
const dayIn = (days: number) => leagueDay(new Date(Date.now() + days * 86_400_000));

const sponsorList = () => page.getByRole('region', { name: 'Your Sponsorship Applications' });
const battlerList = () => page.getByRole('region', { name: 'Your Battler Applications' });
const reviewDialog = () => page.getByRole('dialog');

const step = stepWithScreenshot(() => page);

describe('applications journey', () => {
  it('an admin offers a Gold tier and an upcoming event', step(async () => {
    await signUpAdmin(page, h, admin);
    const tier = await page.request.post(`${h.url}/api/admin/sponsorship-tiers`, {
      data: { name: 'Gold', cost: '$1,000 / season', benefits: 'Logo on the stage banner\nShout-out every event' },
    });
    expect(tier.status()).toBe(201);
    const event = await page.request.post(`${h.url}/api/admin/events`, {
      multipart: { title: eventTitle, description: 'The summer card.', eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect(event.status()).toBe(201);
    await page.request.post(`${h.url}/api/logout`);
  }));

  it('a member applies for sponsorship and as a battler, and sees both pending', step(async () => {
    expect((await page.request.post(`${h.url}/api/register`, { data: member })).status()).toBe(201);
    await page.goto(`${h.url}/dashboard`);
    await page.getByRole('heading', { name: /GET .*!/, level: 1 }).waitFor();
    await sponsorList().getByText('No sponsorship applications yet').waitFor();

    const form = page.getByRole('form', { name: 'Sponsor application' });
    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('Contact name').fill('Dee Jay');
    await form.getByLabel('Email', { exact: true }).fill(`deals_${stamp}@example.com`);
    await form.getByLabel('Sponsorship level').selectOption('Gold');
    await form.getByRole('checkbox', { name: new RegExp(eventTitle) }).check();
    await form.getByLabel('Message').fill('We make microphones in Mesa and want our name on your stage.');
    await expectToast('Application Submitted', () => form.getByRole('button', { name: 'Submit Sponsor Application' }).click());
    await sponsorList().getByText(company).waitFor();
    await sponsorList().getByText('pending', { exact: true }).waitFor();
    await sponsorList().getByText(eventTitle).waitFor();

    await page.getByRole('tab', { name: 'Battler Tryout' }).click();
    const tryout = page.getByRole('form', { name: /battler/i });
    await tryout.getByLabel('Battler name').fill(battlerName);
    await tryout.getByLabel('Email', { exact: true }).fill(`dust_${stamp}@example.com`);
    await tryout.getByLabel('Battle experience').fill('Six years on the Albuquerque circuit, twelve battles, two titles.');
    await expectToast('Application Submitted', () => tryout.getByRole('button', { name: 'Submit Tryout Application' }).click());
    await battlerList().getByText(battlerName).waitFor();
    await battlerList().getByText('pending', { exact: true }).waitFor();
  }));

  it('the admin approves the sponsorship with a period, customizes it, and it shows on /sponsors', step(async () => {
    await signInAs(admin);
    await page.goto(`${h.url}/admin?tab=applications`);
    await page.getByRole('button', { name: `View application from ${company}` }).first().click();
    // the period defaults to today and one year later
    expect(await reviewDialog().getByLabel('Start date').inputValue()).toBe(dayIn(0));
    await reviewDialog().getByLabel('End date').fill(dayIn(200));
    await reviewDialog().getByLabel('Review notes (optional)').fill('Welcome aboard.');
    await expectToast('Application Approved', () => reviewDialog().getByRole('button', { name: 'Approve' }).click());

    await page.goto(`${h.url}/admin?tab=sponsors`);
    await page.getByRole('button', { name: `Customize ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Sponsor' });
    await dialog.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await dialog.getByRole('button', { name: 'Remove Logo' }).waitFor();
    await dialog.getByLabel('Website URL').fill('https://mesa-mic.example.com');
    await dialog.getByLabel('Description').fill('Handmade microphones from Mesa, Arizona.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [sponsor] = await getJson<{ companyName: string; logoUrl: string; websiteUrl: string }[]>('/api/approved-sponsors');
    expect(sponsor).toMatchObject({ companyName: company, websiteUrl: 'https://mesa-mic.example.com' });
    expect(sponsor.logoUrl).toMatch(/^\/uploads\//);

    await page.goto(`${h.url}/sponsors`);
    const card = page.getByRole('article', { name: company });
    await card.waitFor();
    await card.getByText('Gold Partner').waitFor();
    const since = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
    await card.getByText(`Partner since ${since}`).waitFor();
    await card.getByText('Handmade microphones from Mesa, Arizona.').waitFor();
    expect(await card.getByRole('link', { name: /Visit Website/ }).getAttribute('href')).toBe('https://mesa-mic.example.com');
    expect(await card.getByRole('img').first().getAttribute('src')).toBe(sponsor.logoUrl);
  }));

  it('the admin rejects the battler application, then approves it; the member\'s tryout tab reads Already Approved', step(async () => {
    await page.goto(`${h.url}/admin?tab=applications`);
    const view = page.getByRole('button', { name: `View application from ${battlerName}` }).first();
    await view.click();
    await expectToast('Application Rejected', () => reviewDialog().getByRole('button', { name: 'Reject' }).click());
    await reviewDialog().waitFor({ state: 'detached' });
    await view.click();
    await expectToast('Application Approved', () => reviewDialog().getByRole('button', { name: 'Update Approval' }).click());

    await eventually(async () => {
      const battlers = await getJson<{ name: string; hasApprovedApplication: boolean }[]>('/api/admin/battlers');
      expect(battlers.find((b) => b.name === battlerName)?.hasApprovedApplication).toBe(true);
    });

    await signInAs(member);
    await page.goto(`${h.url}/dashboard`);
    const tab = page.getByRole('tab', { name: 'Already Approved' });
    await tab.waitFor();
    expect(await tab.isDisabled()).toBe(true);
    await battlerList().getByText('approved', { exact: true }).waitFor();
    await sponsorList().getByText('approved', { exact: true }).waitFor();
    await sponsorList().getByText(/^Active: /).waitFor();
  }));
});
