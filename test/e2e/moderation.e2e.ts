/**
 * Comment moderation (issue 15) in headless Chromium against the real server (embedded
 * default) and the built web app: a member comments on a battle; an admin removes the
 * comment from the player's comment panel with a reason; the member no longer sees it,
 * has one mail in the outbox naming the video and the reason, and the admin's audit
 * log lists the removal with the admin as actor.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { testVideo } from '../fixtures/videos';
import { eventually, stepWithScreenshot } from './browser';
import { createEventByApi, journeyPerFile, signUpAdmin, toastAfter } from './journey';

jest.setTimeout(120_000);

let h: Harness;
let page: Page;
journeyPerFile((j) => ({ h, page } = j));

const stamp = Date.now().toString(36);
const admin = { username: `mod_${stamp}`, email: `mod_${stamp}@example.com`, password: 'mod-password-1', firstName: 'Mo', lastName: 'Derator' };
const author = { username: `troll_${stamp}`, email: `troll_${stamp}@example.com`, password: 'troll-password-1', firstName: 'Tro', lastName: 'Ll' };
const title = `Mod Bout ${stamp}`;
const abuse = 'You are all trash and so is this league';
const reason = 'Insults are not allowed in the comments';
let playerUrl = '';

async function signInAs(user: { username: string; password: string }): Promise<void> {
  await page.request.post(`${h.url}/api/logout`);
  const res = await page.request.post(`${h.url}/api/login`, { data: { username: user.username, password: user.password } });
  expect(res.status()).toBe(200);
}

function mailsTo(email: string): string[] {
  const dir = path.join(h.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => /^To: (.*)$/m.exec(text)?.[1] === email);
}

const comments = () => page.getByTestId('comments');
const openPlayer = async () => {
  await page.goto(playerUrl);
  await comments().getByRole('heading', { name: /Comments/ }).waitFor();
};

const step = stepWithScreenshot(() => page);

describe('comment moderation journey', () => {
  it('an admin uploads a battle; a member comments on it', step(async () => {
    await signUpAdmin(page, h, admin);
    const eventId = await createEventByApi(page, h, `Mod Night ${stamp}`, 'Keep it about the bars');
    const uploaded = await page.request.post(`${h.url}/api/admin/videos`, {
      multipart: {
        title, eventId, battlerAName: `Mod A ${stamp}`, battlerBName: `Mod B ${stamp}`,
        video: { name: 'b.mp4', mimeType: 'video/mp4', buffer: testVideo(1) },
      },
    });
    expect(uploaded.status()).toBe(201);
    playerUrl = `${h.url}/events/${eventId}?video=${((await uploaded.json()) as { id: string }).id}`;

    await page.request.post(`${h.url}/api/logout`);
    expect((await page.request.post(`${h.url}/api/register`, { data: author })).status()).toBe(201);
    await openPlayer();
    await comments().getByLabel('Add a comment').fill(abuse);
    await toastAfter(page, 'Comment posted', () => comments().getByRole('button', { name: 'Post Comment' }).click());
    await comments().getByText(abuse).waitFor();
    // a member has no Remove
    expect(await comments().getByRole('button', { name: 'Remove', exact: true }).count()).toBe(0);
  }));

  it('the admin removes it from the comment panel with a reason', step(async () => {
    await signInAs(admin);
    await openPlayer();
    await comments().getByRole('button', { name: `Remove comment by ${author.firstName} ${author.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove comment' });
    await dialog.getByRole('button', { name: 'Remove comment' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Reason for removal').fill(reason);
    await dialog.getByText(`${reason.length}/500`).waitFor();
    await toastAfter(page, 'Comment removed', () => dialog.getByRole('button', { name: 'Remove comment' }).click());
    await dialog.waitFor({ state: 'detached' });
    await comments().getByText(abuse).waitFor({ state: 'detached' });
  }));

  it('the author no longer sees it, and has one mail naming the video and the reason', step(async () => {
    await signInAs(author);
    await openPlayer();
    await comments().getByText('No comments yet. Start the conversation!').waitFor();
    expect(await comments().getByText(abuse).count()).toBe(0);
    await eventually(() => {
      const mails = mailsTo(author.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`Subject: UBR: your comment on ${title} was removed`);
      expect(mails[0]).toContain(reason);
    });
  }));

  it('the audit log lists the removal: the admin as actor, the video, the author and the reason', step(async () => {
    await signInAs(admin);
    await page.goto(`${h.url}/admin?tab=users`);
    const row = page.getByRole('row').filter({ hasText: 'Comment removed' }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(admin.username);
    await expect(row.textContent()).resolves.toContain(title);
    await expect(row.textContent()).resolves.toContain(`Comment by ${author.username} removed: ${reason}`);
    // the notice went out once
    expect(mailsTo(author.email)).toHaveLength(1);
  }));
});
