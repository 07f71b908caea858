export { eventually } from '../eventually';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..', '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Build the web app once per test run (Vite takes a few seconds). Jest runs the e2e
 * files in parallel workers, children of one jest process: the first to take the
 * lock (an atomic mkdir named after that process) builds, the others wait for it,
 * so no server ever serves a half-written web/dist.
 */
export function buildWeb(): void {
  if (process.env.E2E_SKIP_WEB_BUILD && existsSync(path.join(WEB_DIST, 'index.html'))) return;
  const lock = path.join(os.tmpdir(), `ubr-web-build-${process.ppid}`);
  const done = path.join(lock, 'done');
  try {
    mkdirSync(lock);
  } catch {
    for (let waited = 0; !existsSync(done); waited += 200) {
      if (waited > 180_000) throw new Error('waited 3 minutes for another worker to build the web app');
      sleep(200);
    }
    return;
  }
  // production React whoever runs it (under Jest NODE_ENV is 'test', which Vite keeps: React's development build)
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(done, '');
}

/**
 * Wraps a journey step so that a failure leaves a picture of the page in the temp
 * folder for whoever reads the log. (Comparing expect's assertion counts in afterEach
 * would also fire on passing steps whose `eventually` retried a failed expect.)
 */
export const stepWithScreenshot = (getPage: () => Page | undefined) => (run: () => Promise<void>) => async () => {
  try {
    await run();
  } catch (err) {
    await getPage()?.screenshot({ path: path.join(os.tmpdir(), `e2e-${Date.now()}.png`) }).catch(() => undefined);
    throw err;
  }
};

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A failed request is the browser's console error too (a visitor's 401, a setting's 404, both
// part of the contract). Anything else a page logs as an error, or throws, is kept here, and
// test/e2e-setup.ts fails the test during which it happened.
const scriptErrors: string[] = [];

/** the script errors the pages had since the last call */
export function takeScriptErrors(): string[] {
  return scriptErrors.splice(0);
}

/**
 * Headless Debian Chromium with a fresh profile, as the machine's notes prescribe; `extraArgs`
 * adds switches (e.g. `--autoplay-policy=no-user-gesture-required`).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ubr-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', ...extraArgs],
  });
  const watch = (page: Page) => {
    page.on('pageerror', (e) => scriptErrors.push(`${page.url()}: uncaught ${e.stack ?? e}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource:')) scriptErrors.push(`${page.url()}: ${m.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}


/**
 * axe over the page, WCAG 2 A and AA (`options` may enable more rules by name). It runs in the
 * page itself (legacy mode: no second page to merge frame results in; the site has no frames
 * of another origin) and keeps every node only for violations: on the 5 400-element API
 * description the default run took 32–36 s, this one 9–11 s, with the same violations.
 */
export function axeOn(page: Page, options: Parameters<AxeBuilder['options']>[0] = {}): AxeBuilder {
  // options before withTags, which keeps them: a rule enabled by name runs whatever its tags
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], ...options }).withTags(['wcag2a', 'wcag2aa']);
}

/**
 * The built chunks a page loads while `load` runs and until the network is quiet, by name:
 * a chunk's file is `<name>-<hash>.js`. A page's journey checks by it that a visitor's page
 * carries no code only a member can use.
 */
export async function chunksLoaded(page: Page, load: () => Promise<void>): Promise<string[]> {
  const files: string[] = [];
  const seen = (res: Response) => {
    if (res.request().resourceType() === 'script') files.push(path.basename(new URL(res.url()).pathname));
  };
  page.on('response', seen);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', seen);
  }
  return files.map((file) => file.replace(/-[\w-]+\.js$/, ''));
}
