import { chromium, type Browser } from 'playwright-core';

/**
 * The main thread's blocking time as a phone-speed CPU sees it, observed rather than
 * simulated: Chromium with its CPU slowed 4× (Lighthouse's mobile factor), the page loaded
 * until the network is quiet, then every long task the browser reported since the
 * navigation summed as Σ(duration − 50 ms). Lighthouse's TBT is a simulation from one fast
 * trace and moves a lot from run to run (its first paint lands before or after the scripts);
 * this is the figure to compare two builds by. Median of `loads` fresh contexts per page.
 */
export interface Blocking { page: string; blockingMs: number; longestMs: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function observedBlocking(url: string, pages: readonly string[], loads: number, chromePath: string): Promise<Blocking[]> {
  const browser: Browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const out: Blocking[] = [];
    for (const page of pages) {
      const runs: { blocking: number; longest: number }[] = [];
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        // a string: this file is compiled without the DOM's types
        await context.addInitScript({
          content: 'window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: "longtask", buffered: true });',
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.goto(url + page, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(1000);
        const tasks = (await tab.evaluate('window.__longTasks')) as number[];
        runs.push({ blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks) });
        await context.close();
      }
      out.push({ page, blockingMs: median(runs.map((r) => r.blocking)), longestMs: median(runs.map((r) => r.longest)) });
    }
    return out;
  } finally {
    await browser.close();
  }
}
