// Lighthouse is an ES module, which Jest's module system cannot load: the lighthouse e2e
// test runs this script in its own Node and reads one JSON line per page.
// usage: node lighthouse-run.mjs <chromium> <origin> <path>...
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const [chromePath, origin, ...paths] = process.argv.slice(2);
const counted = (a) => a.score !== null && a.score < 1 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode);
const failing = (lhr, category) => lhr.categories[category].auditRefs.map((r) => lhr.audits[r.id]).filter(counted).map((a) => a.id);

const chrome = await launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo', 'best-practices'] };
    let { lhr } = await lighthouse(origin + path, flags);
    // a trace Lighthouse could not read on a loaded machine: once more
    if (lhr.runtimeError) ({ lhr } = await lighthouse(origin + path, flags));
    const logged = (lhr.audits['errors-in-console'].details?.items ?? []).map((i) => i.sourceLocation?.url ?? i.url ?? i.description);
    process.stdout.write(`${JSON.stringify({
      path, seo: lhr.categories.seo.score, bestPractices: lhr.categories['best-practices'].score,
      seoFailing: failing(lhr, 'seo'), bestPracticesFailing: failing(lhr, 'best-practices'), logged,
    })}\n`);
  }
} finally {
  chrome.kill();
}
