import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..', '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');

/** Build the web app once per test run (Vite takes about a second). */
export function buildWeb(): void {
  if (process.env.E2E_SKIP_WEB_BUILD && existsSync(path.join(WEB_DIST, 'index.html'))) return;
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium with a fresh profile, as the machine's notes prescribe. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ubr-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Retry an assertion until it passes or the time is up (Playwright's auto-waiting, for jest's expect). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 5000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
