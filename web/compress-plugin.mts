import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Keep in step with COMPRESSIBLE in api/http/precompressed.ts, which serves these siblings. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(p);
    else yield p;
  }
}

/** Writes `file.br` and `file.gz` beside a compressible file when each is smaller than it. */
export async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz(bytes, { level: 9 }),
  ]);
  if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
}

/** Every compressible file under `dir`, compressed; the list of files it looked at. */
export async function compressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || !(await stat(file)).isFile()) continue;
    await compressFile(file);
    done.push(file);
  }
  return done;
}

/**
 * Brotli and gzip copies of the built text assets, made once at build time at the
 * highest levels, so the server sends them by Accept-Encoding without compressing
 * per request (api/http/web-static.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ubr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressDir(outDir);
    },
  };
}
