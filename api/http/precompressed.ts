import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';

/** The file types the web build writes `.br` and `.gz` siblings for (web/compress-plugin.mts). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/i;

const ENCODINGS = [{ name: 'br', ext: '.br' }, { name: 'gzip', ext: '.gz' }] as const;

/**
 * The encodings a client takes, best first: the highest q wins, br before gzip on a
 * tie, and `q=0` (also through `*;q=0`) refuses one.
 */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [raw, ...params] = part.toLowerCase().split(';');
    const token = raw.trim();
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return ENCODINGS.map((e) => e.name).filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a));
}

/**
 * Sends the build's precompressed sibling of `file` (`file.br` or `file.gz`) when the
 * client accepts it, with the original's Content-Type and the caching given.
 * False when nothing was sent: not a compressible type, a Range request (served
 * whole from the identity file, the simplest correct answer), or no sibling the
 * client takes. Compressible types always get `Vary: Accept-Encoding`, also when the
 * identity file is then served, so a shared cache keeps the variants apart.
 */
export async function sendPrecompressed(req: Request, res: Response, file: string, cacheControl: string): Promise<boolean> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(file)) return false;
  res.vary('Accept-Encoding');
  if (req.headers.range) return false;
  for (const name of acceptedEncodings(req.headers['accept-encoding'])) {
    const ext = ENCODINGS.find((e) => e.name === name)!.ext;
    const info = await stat(file + ext).catch(() => null);
    if (!info?.isFile()) continue;
    res.set('Cache-Control', cacheControl);
    res.set('Content-Encoding', name);
    res.type(path.extname(file));
    res.set('Last-Modified', info.mtime.toUTCString());
    res.set('ETag', `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${name}"`);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.set('Content-Length', String(info.size));
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(file + ext).on('error', () => res.destroy()).pipe(res);
    return true;
  }
  return false;
}

/** The file under `root` a request path names, or null when it would leave the folder. */
export function fileUnder(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // no dotfile or dot-folder (the build's .vite/manifest.json), as express.static leaves them out
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}
