/**
 * The built index.html names, as modulepreloads, every chunk the entry loads dynamically at
 * start (its steps: web/src/main.tsx) and the chunks those import
 * (web/preload-plugin.mts), so a phone fetches them beside the entry, not after it has run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkFiles, PAGE_HINTS, readManifest } from '../../api/http/page-hints';
import { buildWeb, WEB_DIST } from './browser';

jest.setTimeout(240_000);

/**
 * Script requests before a page can render: the entry, its steps and what they import
 * (10 in this build), and a public page's own lazy chunks on top. On HTTP/1.1 a phone opens
 * six connections per host, so each request past those waits for a free one.
 */
const START_REQUESTS = 10;
const PAGE_REQUESTS = 4;

describe('the built web app', () => {
  beforeAll(() => buildWeb());

  it('preloads the start chunks and what they import', () => {
    const manifest = readManifest(WEB_DIST);
    const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const steps = manifest['index.html'].dynamicImports ?? [];
    // by chunk name: the route table sits in a chunk group (web/vite.config.mts), named for it
    expect(steps.map((m) => manifest[m]?.name)).toEqual(expect.arrayContaining(['store', 'mount', 'router']));
    const files = new Set(steps.flatMap((m) => chunkFiles(manifest, m)));
    const entry = `/${manifest['index.html'].file}`;
    for (const file of files) {
      if (file === entry) continue;
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
  });

  it("keeps each public page's first load to a few script requests", () => {
    const manifest = readManifest(WEB_DIST);
    const start = ['index.html', ...(manifest['index.html'].dynamicImports ?? [])];
    const startFiles = new Set(start.flatMap((m) => chunkFiles(manifest, m)));
    expect(startFiles.size).toBeLessThanOrEqual(START_REQUESTS);
    for (const [page, hint] of Object.entries(PAGE_HINTS)) {
      const own = (hint.modules ?? []).flatMap((m) => chunkFiles(manifest, m)).filter((f) => !startFiles.has(f));
      expect({ page, own: new Set(own).size <= PAGE_REQUESTS ? 'few' : own }).toEqual({ page, own: 'few' });
    }
  });
});
