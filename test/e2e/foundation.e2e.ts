/**
 * The foundation journey in headless Chromium against the real server (embedded
 * default) and the built web app: register → log out → log in → edit profile →
 * forgot / reset via the outbox → an admin made by the CLI changes another user's
 * role → the audit view shows it → the logo animation setting shows on the landing page.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { Harness } from '../api-harness';
import { eventually, stepWithScreenshot } from './browser';
import { journeyPerFile, toastOn } from './journey';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');
let h: Harness;
let page: Page;
journeyPerFile((j) => ({ h, page } = j));

const stamp = Date.now().toString(36);
const admin = { username: `boss_${stamp}`, email: `boss_${stamp}@example.com`, password: 'first-password-1' };
const other = { username: `rookie_${stamp}`, email: `rookie_${stamp}@example.com`, password: 'rookie-password-1' };

const step = stepWithScreenshot(() => page);

const toast = (text: string | RegExp) => toastOn(page, text);

async function signIn(username: string, password: string) {
  await page.goto(`${h.url}/auth`);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Username').fill(username);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await toast('Welcome back to UBR').waitFor();
}

async function logOut() {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await toast('Logged out').waitFor();
}

/** The newest mail to this address; the mail reactor sends it shortly after the request. */
async function lastOutboxMailTo(email: string): Promise<string> {
  const dir = path.join(h.dataDir, 'outbox');
  let found = '';
  await eventually(() => {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().reverse() : [];
    found = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).find((text) => text.includes(`To: ${email}`)) ?? '';
    if (!found) throw new Error(`no mail to ${email} in the outbox`);
  });
  return found;
}

describe('foundation journey', () => {
  it('registers a new member, who is signed in at once', step(async () => {
    await page.goto(`${h.url}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Big');
    await form.getByLabel('Last name').fill('Boss');
    await form.getByLabel('Username').fill(admin.username);
    await form.getByLabel('Email').fill(admin.email);
    await form.getByLabel('Password').fill(admin.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await toast('Welcome to UBR').waitFor();
    await page.waitForURL(`${h.url}/`);
    await page.getByRole('button', { name: 'Logout' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  }));

  it('logs out and back in', step(async () => {
    await logOut();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await signIn(admin.username, admin.password);
  }));

  it('edits the profile', step(async () => {
    await page.goto(`${h.url}/profile`);
    const form = page.getByRole('form', { name: 'Profile information' });
    await form.getByLabel('First name').fill('Biggest');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Profile updated').waitFor();
    await page.reload();
    await eventually(async () =>
      expect(await page.getByRole('form', { name: 'Profile information' }).getByLabel('First name').inputValue()).toBe('Biggest'));
  }));

  it('resets a forgotten password through the mailed link', step(async () => {
    await logOut();
    await page.goto(`${h.url}/forgot-password`);
    await page.getByRole('form', { name: 'Request a reset link' }).getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();
    const link = /http\S+\/reset-password\?token=[0-9a-f]{64}/.exec(await lastOutboxMailTo(admin.email))?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, h.url));
    const form = page.getByRole('form', { name: 'Reset password' });
    admin.password = 'second-password-2';
    await form.getByLabel('New password', { exact: true }).fill(admin.password);
    await form.getByLabel('Confirm new password').fill(admin.password);
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/password has been reset/i).first().waitFor();
    await signIn(admin.username, admin.password);
  }));

  it('an admin made by the CLI changes another user\'s role, and the audit view shows it', step(async () => {
    const reg = await fetch(`${h.url}/api/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...other, firstName: 'Rook', lastName: 'Ie' }),
    });
    expect(reg.status).toBe(201);

    await promisify(execFile)('node', ['scripts/run-ts.js', 'scripts/user-role.ts', admin.username, 'admin'], {
      cwd: ROOT, env: { ...process.env, DATA_DIR: h.dataDir, LOG_LEVEL: 'silent' },
    });
    // the running server follows the file: the role reaches this open session
    await eventually(async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Logout' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Admin' }).count()).toBeGreaterThan(0);
    }, 5000, 300);

    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel(`Role for ${other.username}`).selectOption('admin');
    await toast(/role/i).waitFor();
    const audit = page.locator('section[aria-labelledby="audit-title"]');
    await audit.getByText(other.username).first().waitFor();
    await eventually(async () => {
      const text = await audit.innerText();
      expect(text).toContain('User → Admin');
      expect(text).toContain(admin.username);
      expect(text).toContain('cli');
    });
  }));

  it('the logo animation chosen in Settings shows on the landing page', step(async () => {
    await page.goto(`${h.url}/admin?tab=settings`);
    await page.locator('input[name="logo-animation"][value="glow"]').check();
    await toast('Logo animation updated successfully').waitFor();
    await page.goto(`${h.url}/`);
    await eventually(async () =>
      expect(await page.locator('#home [data-animation]').first().getAttribute('data-animation')).toBe('glow'));
    expect(await page.getByText('13 YEARS & COUNTING').isVisible()).toBe(true);
  }));
});

