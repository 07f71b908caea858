/**
 * The built index.html names, as modulepreloads, every chunk the entry loads dynamically at
 * start (the store, then the pages: web/src/main.tsx) and the chunks those import
 * (web/preload-plugin.mts), so a phone fetches them beside the entry, not after it has run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkFiles, readManifest } from '../../api/http/page-hints';
import { buildWeb, WEB_DIST } from './browser';

jest.setTimeout(240_000);

describe('the built web app', () => {
  beforeAll(() => buildWeb());

  it('preloads the start chunks and what they import', () => {
    const manifest = readManifest(WEB_DIST);
    const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const files = new Set(['src/app/store.ts', 'src/app/router.tsx'].flatMap((m) => chunkFiles(manifest, m)));
    expect(files.size).toBeGreaterThan(2);
    const entry = `/${manifest['index.html'].file}`;
    for (const file of files) {
      if (file === entry) continue;
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
  });
});
