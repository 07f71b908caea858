/**
 * The built index.html names, as modulepreloads, every chunk the entry loads dynamically at
 * start (the store, then the pages: web/src/main.tsx) and the chunks those import
 * (web/preload-plugin.mts), so a phone fetches them beside the entry, not after it has run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWeb, WEB_DIST } from './browser';

jest.setTimeout(240_000);

interface Chunk { file: string; imports?: string[] }

describe('the built web app', () => {
  beforeAll(() => buildWeb());

  it('preloads the start chunks and what they import', () => {
    const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
    const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(add);
    };
    add('src/app/store.ts');
    add('src/app/router.tsx');
    expect(files.size).toBeGreaterThan(2);
    const entry = manifest['index.html'].file;
    for (const file of files) {
      if (file === entry) continue;
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
  });
});
