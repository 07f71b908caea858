/**
 * Every page of the site, as a visitor, as a signed-in member and as an admin (each
 * admin tab), on a desktop and a phone viewport, checked with axe (WCAG 2 A and AA):
 * no serious or critical finding, no page wider than the screen and no player control off it; the open
 * player also with axe's best-practice landmark rules (one banner, no two landmarks alike). Content
 * exists (an event with a video between two battlers, a tier, an approved and customized sponsor, pending and reviewed
 * applications, a pending claim and a claimed battler; the claim form open), so lists, cards, the player view and the detail pages are what is
 * checked, not their empty states.
 */
import type { Page } from 'playwright-core';
import { adminAgent, eventWithVideo, signedInMember } from '../api-harness';
import { PNG_1x1 } from '../fixtures/images';
import { axeOn } from './browser';
import { type Journey, signUpAdmin, startJourney } from './journey';
import { leagueDay } from '../../domain/sponsorship/period';

let j: Journey;
let pages: { visitor: string[]; member: string[]; admin: string[] };
let battlers: { a: string; b: string };
let adminApi: Awaited<ReturnType<typeof adminAgent>>;
let player: { eventId: string; videoId: string };
const memberLogin = { username: `axe_member_${process.pid}`, password: 'axe-member-password-1' };

/** The league's calendar day (Arizona) `offsetDays` from now: the server's "today". */
const day = (offsetDays: number) => leagueDay(new Date(Date.now() + offsetDays * 86_400_000));
const period = () => ({ sponsorshipStartDate: day(0), sponsorshipEndDate: day(365) });

/** A tier, an upcoming event, and a member's sponsorship (approved, customized) and tryout (rejected) applications. */
async function applications(admin: Awaited<ReturnType<typeof adminAgent>>) {
  const future = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const event = await admin.post('/api/admin/events').field('title', 'Axe Summer Clash').field('eventDate', future);
  await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Gold', cost: '$1,000', benefits: 'Stage banner\nShout-outs' });
  await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Silver', cost: '$500', benefits: 'Shout-outs', isActive: false });
  const { agent: member } = await signedInMember(j.h);
  const applied = await member.post('/api/sponsorship-applications').send({
    companyName: 'Axe Audio', contactName: 'Ava Axe', email: 'ava@example.com', sponsorshipLevel: 'Gold',
    message: 'Speakers for every stage.', selectedEvents: [event.body.id],
  });
  await member.post('/api/sponsorship-applications').send({
    companyName: 'Axe Apparel', contactName: 'Ava Axe', email: 'ava@example.com', sponsorshipLevel: 'Gold', message: 'Shirts.',
  });
  const tryout = await member.post('/api/battler-applications').send({
    battlerName: 'Axe Rookie', email: 'axe.rookie.battles.tucson@example.com', experience: 'Ten battles in Tucson and Phoenix.',
  });
  const answers = [
    await admin.patch(`/api/sponsorship-applications/${applied.body.id}/status`).send({ status: 'approved', ...period() }),
    await admin.post(`/api/admin/sponsors/${applied.body.id}/logo`).attach('logo', PNG_1x1, 'logo.png'),
    await admin.patch(`/api/admin/sponsors/${applied.body.id}`).send({ websiteUrl: 'https://axe-audio.example.com', description: 'Sound.' }),
    await admin.patch(`/api/admin/battler-applications/${tryout.body.id}/status`).send({ status: 'rejected', reviewNotes: 'Next season.' }),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
}

beforeAll(async () => {
  j = await startJourney();
  const admin = await adminAgent(j.h);
  const video = await eventWithVideo(admin as never, { event: 'Axe Night', title: 'Axe Main Event', battlerA: 'Axe Alpha', battlerB: 'Axe Beta' });
  adminApi = admin;
  player = { eventId: video.eventId, videoId: video.id };
  battlers = { a: video.battlerAId, b: video.battlerBId };
  await applications(admin);
  // a pending claim by another member, so the admin's claim requests tab has a row
  const { agent: claimant } = await signedInMember(j.h);
  const claim = await claimant.post(`/api/battlers/${video.battlerBId}/claim-request`).send({
    contactEmail: 'beta@example.com', battleHistory: 'Beta has battled in every Axe Night since the first one, win or lose.',
    battleVideos: ['https://www.youtube.com/watch?v=axe'], socialMediaLinks: { instagram: 'https://instagram.com/axebeta' },
  });
  expect(claim.status).toBe(201);
  // a shared 'as of' link (issue 14), to just after the content above: the banner, and for admins the picker too
  const past = `asOf=${encodeURIComponent(new Date().toISOString())}`;
  pages = {
    visitor: [`/battlers?${past}`, '/', '/events', `/events/${video.eventId}`, `/events/${video.eventId}?video=${video.id}`, '/battlers',
      `/battlers/${video.battlerAId}`, '/battlers/no-such-battler', '/contact', '/sponsors', '/auth', '/forgot-password',
      '/reset-password?token=abc', '/no-such-page'],
    // the member owns Axe Alpha by then (its page shows the owner's cover controls)
    member: ['/', '/dashboard', '/profile', '/sponsors', '/battler-profile-settings', `/battlers/${video.battlerAId}`],
    admin: [`/battlers?${past}`, `/battlers/${video.battlerAId}?${past}`, '/dashboard', '/profile', '/logo-demo', '/battler-profile-settings', ...['applications', 'sponsors', 'claim-requests', 'users', 'battlers', 'events', 'videos', 'settings']
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
  const result = await axeOn(page).analyze();
  const found = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  // a page wider than the screen scrolls sideways (WCAG 1.4.10, reflow)
  // a string: the server's TypeScript has no DOM types
  const wide = await page.evaluate<{ scroll: number; screen: number }>('({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth })');
  if (wide.scroll > wide.screen) found.push(`${path} scrolls sideways: ${wide.scroll} px wide on a ${wide.screen} px screen`);
  // the player's row clips what does not fit rather than scrolling: every control must be on the screen
  const clipped = await page.evaluate<string[]>(`[...document.querySelectorAll('[data-testid="player-controls"] button')]
    .filter((b) => { const r = b.getBoundingClientRect(); return r.width > 0 && (r.left < 0 || r.right > window.innerWidth); })
    .map((b) => b.getAttribute('aria-label') || b.textContent)`);
  if (clipped.length) found.push(`${path}: player controls off the screen: ${clipped.join(', ')}`);
  // a label split inside a word ('APPEARAN' / 'CES'): each word of a short label sits on one line
  const split = await page.evaluate<string[]>(`[...document.querySelectorAll('dt, th, button, [role="tab"], label, h1, h2, h3')]
    .filter((el) => el.getBoundingClientRect().width > 0)
    .flatMap((el) => {
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const broken = [];
      for (let t = texts.nextNode(); t; t = texts.nextNode()) {
        for (const m of t.data.matchAll(/[^\\s\\/-]{4,}/g)) {
          const r = document.createRange();
          r.setStart(t, m.index);
          r.setEnd(t, m.index + m[0].length);
          if (new Set([...r.getClientRects()].map((q) => Math.round(q.top))).size > 1) broken.push(m[0]);
        }
      }
      return broken;
    })`);
  if (split.length) found.push(`${path}: words broken across lines: ${split.join(', ')}`);
  // a table scrolls sideways inside its box; its row buttons must not start out of sight
  const hidden = await page.evaluate<string[]>(`[...document.querySelectorAll('table button')]
    .filter((b) => {
      const box = b.closest('table').parentElement.getBoundingClientRect();
      const r = b.getBoundingClientRect();
      return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
    })
    .map((b) => b.textContent)`);
  if (hidden.length) found.push(`${path}: table buttons out of sight: ${hidden.join(', ')}`);
  return found;
}

async function check(paths: string[], viewport: { width: number; height: number }): Promise<string[]> {
  await j.page.setViewportSize(viewport);
  const all: string[] = [];
  for (const path of paths) all.push(...await findings(j.page, path));
  return all;
}

const DESKTOP = { width: 1280, height: 900 };
// a small phone: what fits 360 px fits the common ones
const PHONE = { width: 360, height: 780 };
/** axe's best-practice rules for landmarks that the WCAG tags leave out: at most one banner, and no two landmarks alike. */
const LANDMARK_RULES = ['landmark-no-duplicate-banner', 'landmark-unique'];

/**
 * The open player at `path` on this viewport, checked with the WCAG rules (serious or critical
 * findings) and the landmark rules (any finding: axe calls a second banner moderate).
 */
async function landmarkFindings(path: string, viewport: { width: number; height: number }, found: string[]) {
  await j.page.setViewportSize(viewport);
  await j.page.goto(`${j.h.url}${path}`, { waitUntil: 'networkidle' });
  const dialog = j.page.getByRole('dialog', { name: 'Axe Main Event' });
  await dialog.getByText('Axe landmarks only').waitFor();
  await dialog.getByLabel('Add a comment').waitFor();
  const result = await axeOn(j.page, { rules: Object.fromEntries(LANDMARK_RULES.map((id) => [id, { enabled: true }])) }).analyze();
  found.push(...result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LANDMARK_RULES.includes(v.id))
    .map((v) => `${viewport.width} px [${v.impact}] ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
  // the rules ran: a misspelt id would run nothing and find nothing
  const ran = [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map((r) => r.id);
  expect(LANDMARK_RULES.filter((id) => !ran.includes(id))).toEqual([]);
}

/**
 * In the open player, a blank comment posted with the mouse (the press takes focus from the
 * field): Post is pressed, not lost, and the field, focused, says why. Then axe on that state.
 */
async function emptyCommentByMouse(): Promise<string[]> {
  const dialog = j.page.getByRole('dialog', { name: 'Axe Main Event' });
  const box = dialog.getByRole('textbox', { name: 'Add a comment' });
  await box.fill('   ');
  await dialog.getByRole('button', { name: 'Post Comment' }).click();
  await dialog.getByText('Comment cannot be empty').waitFor();
  const id = await box.getAttribute('id');
  const described = (await box.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const said = await Promise.all(described.map((ref) => j.page.locator(`[id="${ref}"]`).textContent()));
  // a string: the server's TypeScript has no DOM types
  const focused = await j.page.evaluate<string | null>('document.activeElement && document.activeElement.id');
  expect({ focused, invalid: await box.getAttribute('aria-invalid'), said })
    .toEqual({ focused: id, invalid: 'true', said: expect.arrayContaining(['Comment cannot be empty']) });
  const result = await axeOn(j.page).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `empty comment [${v.impact}] ${v.id}`);
}

describe('accessibility (axe, WCAG 2 A and AA): no serious or critical finding', () => {
  // the quick run (axeOn) still finds what it must: a planted fault of each kind, with its nodes
  it('the audit finds planted faults: an image without text, a nameless button, faint text', async () => {
    await j.page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>
      <img src="data:image/png;base64,${PNG_1x1.toString('base64')}"><button></button>
      <p style="color:#777;background:#888">faint</p></main></body></html>`);
    const { violations } = await axeOn(j.page).analyze();
    expect(violations.map((v) => [v.id, v.nodes.length]).sort()).toEqual([['button-name', 1], ['color-contrast', 1], ['image-alt', 1]]);
  });

  it('every visitor page, desktop and phone', async () => {
    expect([...await check(pages.visitor, DESKTOP), ...await check(pages.visitor, PHONE)]).toEqual([]);
  }, 180_000);

  // The player is a modal dialog over the page (site header and all): axe's WCAG rules find
  // nothing wrong in a second banner, the best-practice landmark rules do, so they run here
  // too, on the open player as a member sees it (the comment form, a comment's actions); and
  // the comment form's answer to a blank comment posted with the mouse.
  it('the open player, desktop and phone: one banner, every landmark told apart; a blank comment says why', async () => {
    expect((await adminApi.post(`/api/videos/${player.videoId}/comments`).send({ content: 'Axe landmarks only' })).status).toBe(201);
    const reg = await j.page.request.post(`${j.h.url}/api/register`, {
      data: { username: `axe_fan_${process.pid}`, password: 'axe-fan-password-1', email: `axe_fan_${process.pid}@example.com`, firstName: 'Axe', lastName: 'Fan' },
    });
    expect(reg.status()).toBe(201);
    const path = `/events/${player.eventId}?video=${player.videoId}`;
    const found: string[] = [];
    try {
      for (const viewport of [DESKTOP, PHONE]) await landmarkFindings(path, viewport, found);
      found.push(...await emptyCommentByMouse());
    } finally {
      await j.page.request.post(`${j.h.url}/api/logout`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  // the API's description: one long server-written page (every operation), so a test of its own
  it('the API description page (/api/docs), desktop and phone', async () => {
    expect([...await check(['/api/docs'], DESKTOP), ...await check(['/api/docs'], PHONE)]).toEqual([]);
  }, 240_000);

  it('every member page, desktop and phone', async () => {
    const reg = await j.page.request.post(`${j.h.url}/api/register`, {
      data: { ...memberLogin, email: `${memberLogin.username}@example.com`, firstName: 'Axe', lastName: 'Member' },
    });
    expect(reg.status()).toBe(201);
    // this member's own lists hold an approved sponsorship (with its period) and a pending tryout
    const applied = await j.page.request.post(`${j.h.url}/api/sponsorship-applications`, { data: {
      companyName: 'Member Mics', contactName: 'Axe Member', email: 'mics@example.com', sponsorshipLevel: 'Gold', message: 'Mics.',
    } });
    expect(applied.status()).toBe(201);
    const tryout = await j.page.request.post(`${j.h.url}/api/battler-applications`, { data: {
      battlerName: 'Axe Member MC', email: 'mc@example.com', experience: 'Cyphers every weekend since 2019.',
    } });
    expect(tryout.status()).toBe(201);
    const approved = await adminApi.patch(`/api/sponsorship-applications/${((await applied.json()) as { id: string }).id}/status`)
      .send({ status: 'approved', ...period() });
    expect(approved.status).toBe(200);

    // the claim form, open, before this member claims Axe Alpha
    await j.page.setViewportSize(DESKTOP);
    await j.page.goto(`${j.h.url}/battlers/${battlers.a}`, { waitUntil: 'networkidle' });
    await j.page.getByRole('button', { name: 'Request to Claim' }).click();
    await j.page.getByRole('dialog').waitFor();
    const dialog = await axeOn(j.page).analyze();
    expect(dialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    const claim = await j.page.request.post(`${j.h.url}/api/battlers/${battlers.a}/claim-request`, { data: {
      contactEmail: 'mc@example.com', battleHistory: 'Axe Alpha is my name on the circuit; twelve battles, the Axe Night crown.',
      battleVideos: ['https://www.youtube.com/watch?v=alpha'],
    } });
    expect(claim.status()).toBe(201);
    const owned = await adminApi.patch(`/api/admin/claim-requests/${((await claim.json()) as { id: string }).id}/status`)
      .send({ status: 'approved' });
    expect(owned.status).toBe(200);
    expect([...await check(pages.member, DESKTOP), ...await check(pages.member, PHONE)]).toEqual([]);
    await j.page.request.post(`${j.h.url}/api/logout`);
  }, 180_000);

  it('every signed-in page and admin tab, desktop and phone', async () => {
    await signUpAdmin(j.page, j.h, {
      username: `axe_admin_${process.pid}`, email: `axe_admin_${process.pid}@example.com`, password: 'axe-password-1',
      firstName: 'Axe', lastName: 'Admin',
    });
    expect([...await check(pages.admin, DESKTOP), ...await check(pages.admin, PHONE)]).toEqual([]);

    // the Large Video Upload dialog, open, on a phone (its narrowest layout)
    await j.page.goto(`${j.h.url}/admin?tab=videos`, { waitUntil: 'networkidle' });
    await j.page.getByRole('button', { name: 'Large Video Upload' }).click();
    await j.page.getByRole('dialog', { name: 'Large Video Upload' }).waitFor();
    const dialog = await axeOn(j.page).analyze();
    expect(dialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // the YouTube Video Review dialog and its reset confirmation, on a phone: without a
    // YouTube key nothing was synced, but the dialog opens all the same
    await j.page.goto(`${j.h.url}/admin?tab=battlers`, { waitUntil: 'networkidle' });
    await j.page.getByRole('button', { name: 'YouTube videos of Axe Alpha' }).click();
    await j.page.getByRole('dialog', { name: 'YouTube Video Review' }).waitFor();
    await j.page.waitForTimeout(400);
    const review = await axeOn(j.page).analyze();
    expect(review.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await j.page.getByRole('button', { name: 'Reset', exact: true }).click();
    await j.page.getByRole('alertdialog', { name: 'Reset YouTube Data' }).waitFor();
    const confirm = await axeOn(j.page).analyze();
    expect(confirm.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // the merge-battlers dialog (Users tab), open with a preview shown and the likely duplicates listed, on a phone:
    // Axe Beta into Axe Alpha, who battled each other, so the preview carries its refusal too
    await j.page.goto(`${j.h.url}/admin?tab=users`, { waitUntil: 'networkidle' });
    await j.page.getByRole('button', { name: 'Merge Battlers' }).click();
    const merge = j.page.getByRole('dialog', { name: 'Merge Battlers' });
    await merge.getByRole('combobox', { name: 'Battler to merge away' }).fill('Axe Be');
    await merge.getByRole('option', { name: 'Axe Beta' }).click();
    await merge.getByRole('combobox', { name: 'Battler to keep' }).fill('Axe Al');
    await merge.getByRole('option', { name: 'Axe Alpha' }).click();
    await merge.getByLabel('Moves to the kept battler').waitFor();
    await merge.getByRole('button', { name: 'Show likely duplicates' }).click();
    await merge.getByRole('list', { name: 'Likely duplicates' }).or(merge.getByText('No likely duplicates found')).waitFor();
    const merging = await axeOn(j.page).analyze();
    expect(merging.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await j.page.keyboard.press('Escape');

    // the Applications tab's duplicate detection, with its answer shown
    await j.page.goto(`${j.h.url}/admin?tab=applications`, { waitUntil: 'networkidle' });
    await j.page.getByRole('button', { name: 'Find duplicate battlers for Axe Rookie' }).first().click();
    const similar = j.page.getByRole('dialog', { name: 'Duplicate Detection' });
    await similar.getByRole('list', { name: 'Battlers similar to Axe Rookie' }).or(similar.getByText('No similar battlers found')).waitFor();
    const detection = await axeOn(j.page).analyze();
    expect(detection.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // the 'as of' picker driven on a phone to a day before the league: the banner carries the server's refusal
    await j.page.goto(`${j.h.url}/battlers`, { waitUntil: 'networkidle' });
    await j.page.getByLabel('Standings as of', { exact: true }).fill('2000-01-01');
    await j.page.getByRole('button', { name: 'Show', exact: true }).click();
    const banner = j.page.getByRole('region', { name: 'Past standings' });
    await banner.waitFor();
    await banner.getByRole('alert').or(j.page.getByRole('list', { name: 'Battlers' })).waitFor();
    const pastView = await axeOn(j.page).analyze();
    expect(pastView.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // the Remove comment dialog (issue 15) on the player's comment panel, its reason's error shown, on a phone
    expect((await adminApi.post(`/api/videos/${player.videoId}/comments`).send({ content: 'Axe bars only' })).status).toBe(201);
    await j.page.goto(`${j.h.url}/events/${player.eventId}?video=${player.videoId}`, { waitUntil: 'networkidle' });
    // from the keyboard: a pointer left over the dialog's red button would check its hover colour instead
    await j.page.getByTestId('comments').getByRole('button', { name: /^Remove comment by / }).first().press('Enter');
    const removal = j.page.getByRole('dialog', { name: 'Remove comment' });
    await removal.getByRole('button', { name: 'Remove comment' }).press('Enter');
    await removal.getByText('A reason is required').waitFor();
    const removing = await axeOn(j.page).analyze();
    expect(removing.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await j.page.keyboard.press('Escape');
    // 160 s on a loaded machine (load ≈ 10) with the merge dialogs, before the YouTube dialogs joined: room above that
  }, 360_000);
});
