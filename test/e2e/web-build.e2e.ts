/**
 * The built index.html names, as modulepreloads, every chunk the entry loads dynamically at
 * start (its steps: web/src/main.tsx) and the chunks those import
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
    const steps = manifest['index.html'].dynamicImports ?? [];
    expect(steps).toEqual(expect.arrayContaining(['src/app/store.ts', 'src/app/mount.tsx', 'src/app/router.tsx']));
    const files = new Set(steps.flatMap((m) => chunkFiles(manifest, m)));
    const entry = `/${manifest['index.html'].file}`;
    for (const file of files) {
      if (file === entry) continue;
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
  });
});
