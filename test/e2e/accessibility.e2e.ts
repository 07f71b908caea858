/**
 * Every page of the site, as a visitor and as a signed-in admin (each admin tab),
 * on a desktop and a phone viewport, checked with axe (WCAG 2 A and AA): no serious
 * or critical finding. Content exists (an event with a video between two battlers),
 * so lists, cards, the player view and the detail pages are what is checked, not
 * their empty states.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { adminAgent, eventWithVideo } from '../api-harness';
import { type Journey, signUpAdmin, startJourney } from './journey';

let j: Journey;
let pages: { visitor: string[]; admin: string[] };

beforeAll(async () => {
  j = await startJourney();
  const admin = await adminAgent(j.h);
  const video = await eventWithVideo(admin as never, { event: 'Axe Night', title: 'Axe Main Event', battlerA: 'Axe Alpha', battlerB: 'Axe Beta' });
  pages = {
    visitor: ['/', '/events', `/events/${video.eventId}`, `/events/${video.eventId}?video=${video.id}`, '/battlers',
      `/battlers/${video.battlerAId}`, '/battlers/no-such-battler', '/contact', '/sponsors', '/auth', '/forgot-password',
      '/reset-password?token=abc', '/no-such-page'],
    admin: ['/dashboard', '/profile', '/logo-demo', ...['applications', 'sponsors', 'claims', 'users', 'battlers', 'events', 'videos', 'settings']
      .map((tab) => `/admin?tab=${tab}`)],
  };
}, 180_000);
afterAll(async () => {
  await j?.browser.close();
  await j?.h.stop();
});

async function findings(page: Page, path: string): Promise<string[]> {
  await page.goto(`${j.h.url}${path}`, { waitUntil: 'networkidle' });
  // skeletons give way to content; lazy admin panels load
  await page.waitForTimeout(400);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function check(paths: string[], viewport: { width: number; height: number }): Promise<string[]> {
  await j.page.setViewportSize(viewport);
  const all: string[] = [];
  for (const path of paths) all.push(...await findings(j.page, path));
  return all;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('accessibility (axe, WCAG 2 A and AA): no serious or critical finding', () => {
  it('every visitor page, desktop and phone', async () => {
    expect([...await check(pages.visitor, DESKTOP), ...await check(pages.visitor, PHONE)]).toEqual([]);
  }, 180_000);

  it('every signed-in page and admin tab, desktop and phone', async () => {
    await signUpAdmin(j.page, j.h, {
      username: `axe_admin_${process.pid}`, email: `axe_admin_${process.pid}@example.com`, password: 'axe-password-1',
      firstName: 'Axe', lastName: 'Admin',
    });
    expect([...await check(pages.admin, DESKTOP), ...await check(pages.admin, PHONE)]).toEqual([]);
  }, 180_000);
});
