/**
 * What a search engine's audit sees: Lighthouse's SEO category scores 100 on the public pages
 * and on a battle link, and best practices lose only what the specs' own answers cost. A
 * visitor's GET /api/auth/user is a 401 and an unset setting is a 404 (public-site §7, §8);
 * Chromium logs each failed load to the console, which is Lighthouse's `errors-in-console`.
 * Any other best-practices finding fails here.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { testVideo } from '../fixtures/videos';
import { CHROMIUM } from './browser';
import { createEventByApi, journeyPerFile, signUpAdmin, type Journey } from './journey';

jest.setTimeout(240_000);

/** one page's findings, as test/e2e/lighthouse-run.mjs prints them */
interface Result { path: string; seo: number | null; bestPractices: number | null; seoFailing: string[]; bestPracticesFailing: string[]; logged: string[] }

/** the loads the specs answer with 401 or 404 for a visitor on a site without a logo */
const SPEC_REFUSALS = ['/api/auth/user', '/api/system-settings/site_logo', '/api/system-settings/logo_animation', '/api/system-settings/youtube_views_visible'];

let j: Journey;
journeyPerFile((journey) => { j = journey; });

describe('Lighthouse on the public pages', () => {
  const pages = ['/', '/events', '/battlers', '/sponsors'];

  beforeAll(async () => {
    const { page, h } = j;
    await signUpAdmin(page, h, { username: 'lh_admin', email: 'lh@example.com', password: 'Lighthouse-pass-1', firstName: 'Light', lastName: 'House' });
    const eventId = await createEventByApi(page, h, 'Desert Heat 7', 'Seven battles under one roof in Tucson.');
    const uploaded = await page.request.post(`${h.url}/api/admin/videos`, {
      multipart: {
        title: 'Vega vs Cruz', description: 'Three rounds, no notes.', eventId, battlerAName: 'Vega', battlerBName: 'Cruz',
        isMainEvent: 'true', requiresAuth: 'false', video: { name: 'battle.mp4', mimeType: 'video/mp4', buffer: testVideo(4, '320x180') },
      },
    });
    expect(uploaded.status()).toBe(201);
    const videos = (await (await page.request.get(`${h.url}/api/events/${eventId}/videos`)).json()) as { id: string }[];
    pages.push(`/events/${eventId}?video=${videos[0].id}`);
    expect((await page.request.post(`${h.url}/api/logout`)).status()).toBe(200);
  });

  it('scores SEO 100, and best practices lose only the console lines of the specs\' 401 and 404', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), CHROMIUM, j.h.url, ...pages], { timeout: 200_000 });
    const results = stdout.trim().split('\n').map((line) => JSON.parse(line) as Result);
    expect(results.map((r) => r.path)).toEqual(pages);
    for (const r of results) {
      expect({ path: r.path, seoFailing: r.seoFailing, seo: r.seo }).toEqual({ path: r.path, seoFailing: [], seo: 1 });
      expect({ path: r.path, other: r.bestPracticesFailing.filter((id) => id !== 'errors-in-console') }).toEqual({ path: r.path, other: [] });
      for (const url of r.logged) {
        const known = SPEC_REFUSALS.includes(new URL(url, j.h.url).pathname);
        expect({ path: r.path, url, known }).toEqual({ path: r.path, url, known: true });
      }
    }
  });
});
