import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPage, PAGE_PATTERNS } from './page-routes';

/** Every page path the web app's features declare, as the server writes them. */
function clientPatterns(): string[] {
  const features = path.resolve(__dirname, '../../web/src/features');
  const found = new Set<string>();
  for (const feature of readdirSync(features)) {
    let source: string;
    try {
      source = readFileSync(path.join(features, feature, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const m of source.matchAll(/\bpath:\s*'([^']*)'/g)) if (m[1] !== '*') found.add(`/${m[1]}`);
    if (/\bindex:\s*true\b/.test(source)) found.add('/');
  }
  return [...found].sort();
}

describe("the server's page list", () => {
  it("given the web app's routes, then the server knows the same pages", () => {
    expect([...PAGE_PATTERNS].sort()).toEqual(clientPatterns());
  });
});

describe('matchPage', () => {
  it.each([
    ['/', '/', {}],
    ['/events', '/events', {}],
    ['/events/', '/events', {}],
    ['/Events/ev-1', '/events/:eventId', { eventId: 'ev-1' }],
    ['/battlers/a%20b', '/battlers/:id', { id: 'a b' }],
  ])('given %p, then %p with %p', (pathname, pattern, params) => {
    expect(matchPage(pathname)).toEqual({ pattern, params });
  });

  it.each(['/nothing', '/events/a/b', '//', '/battlers/%E0%A4%A', '/index.htm', '/api'])('given %p, then no page', (pathname) => {
    expect(matchPage(pathname)).toBeNull();
  });
});
