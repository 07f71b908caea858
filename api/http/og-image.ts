import type { Readable } from 'node:stream';
import { Router, type RequestHandler } from 'express';
import sharp from 'sharp';
import type { BlobStorage } from '../../application/ports/services';
import { QueueFull, Semaphore } from '../../application/processing/semaphore';
import { IMAGE_MAX_PIXELS, imageVariantKey } from '../../domain/shared/limits';
import type { PageReads } from './page-heads';
import { publicUploadKey } from './public-uploads';
import { escapeHtml } from './share-card';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The card's URL carries a version of what it shows (page-heads.ts), so a day is safe. */
const CACHE_CONTROL = 'public, max-age=86400';
/** Kept cards: about 100 KB each. */
const KEPT_CARDS = 64;
/** A stored picture larger than this is not read for a card: the plain card instead. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** One card drawn at a time, a few waiting; beyond that a preview bot is asked to come back. */
const drawing = new Semaphore(1, 8);

type Kind = 'events' | 'battlers' | 'videos';

/** What a card shows: its title and the stored picture behind it, if any. */
interface CardSource {
  title: string;
  picture: string | null;
}

async function readAll(stream: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SOURCE_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A public picture's bytes: its 960 px JPEG copy when made, else the original. Only
 * `/uploads` pictures of the public folders (public-uploads.ts): never a video's bytes,
 * and nothing fetched from another host.
 */
async function pictureBytes(blobs: BlobStorage, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('/uploads/')) return null;
  const key = publicUploadKey(url.slice('/uploads'.length).split('?')[0]);
  if (!key) return null;
  for (const candidate of [imageVariantKey(key, 960, 'jpg'), key]) {
    const info = await blobs.info(candidate).catch(() => null);
    if (info) return readAll(await blobs.read(candidate));
  }
  return null;
}

/** A title on one line of the band: cut with an ellipsis past what 1100 px hold at the font's size. */
const fitted = (title: string, max = 38) => (title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title);

/** The dark band at the foot with the title and the league's name, as SVG sharp composites. */
function band(title: string, site: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0a0a0c" stop-opacity="0"/><stop offset="1" stop-color="#0a0a0c" stop-opacity="0.92"/>
  </linearGradient></defs>
  <rect x="0" y="330" width="${OG_WIDTH}" height="300" fill="url(#g)"/>
  <text x="56" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="60" fill="#f5f2ea">${escapeHtml(fitted(title))}</text>
  <text x="56" y="590" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#e0b84c">${escapeHtml(site)}</text>
</svg>`);
}

/** The card: the picture cover-fitted to 1200x630 (a plain dark card without one, or one sharp cannot read), the band on it. */
export async function drawCard(title: string, site: string, picture: Buffer | null): Promise<Buffer> {
  const plain = () => sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: '#16161b' } });
  let base: sharp.Sharp = plain();
  if (picture) {
    try {
      const resized = await sharp(picture, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate().resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' }).toBuffer();
      base = sharp(resized);
    } catch {
      base = plain();
    }
  }
  return base.composite([{ input: band(title, site) }]).flatten({ background: '#16161b' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * `GET /og/{events|battlers|videos}/{id}.jpg`: the 1200x630 JPEG a link preview shows for a
 * page (og:image), and `/og/site.jpg` for the lists. 404 for an id naming nothing.
 */
export function ogImages(reads: PageReads, blobs: BlobStorage, site: string): Router {
  const cards = new Map<string, Buffer>();

  const sources: Record<Kind, (id: string) => Promise<CardSource | null>> = {
    events: async (id) => {
      const e = await reads.event(id);
      return e && { title: e.title, picture: e.thumbnailUrl };
    },
    videos: async (id) => {
      const v = await reads.video(id);
      if (!v) return null;
      // a video without a thumbnail shows its event's picture; the video's own bytes never
      const picture = v.thumbnailUrl ?? (await reads.event(v.eventId))?.thumbnailUrl ?? null;
      return { title: v.title, picture };
    },
    battlers: async (id) => {
      const b = await reads.battler(id);
      return b && { title: b.name, picture: b.coverImageUrl ?? b.profileImageUrl };
    },
  };

  const send = (key: string, source: CardSource): RequestHandler => async (_req, res, next) => {
    try {
      const cacheKey = `${key}\n${source.title}\n${source.picture ?? ''}`;
      let card = cards.get(cacheKey);
      if (card) {
        // least recently used goes first: a card asked again moves to the end
        cards.delete(cacheKey);
      } else {
        card = await drawing.run(async () => drawCard(source.title, site, await pictureBytes(blobs, source.picture)));
        if (cards.size >= KEPT_CARDS) cards.delete(cards.keys().next().value!);
      }
      cards.set(cacheKey, card);
      res.set('Cache-Control', CACHE_CONTROL).type('image/jpeg').send(card);
    } catch (err) {
      if (err instanceof QueueFull) {
        res.set('Retry-After', '5').status(503).json({ message: 'Busy drawing other cards; try again in a few seconds' });
        return;
      }
      next(err);
    }
  };

  const r = Router();
  r.get('/og/site.jpg', (req, res, next) => void send('site', { title: `${site} — Battle Rap League`, picture: null })(req, res, next));
  r.get(/^\/og\/(events|battlers|videos)\/([^/]{1,200})\.jpg$/, async (req, res, next) => {
    // Express has decoded the captured id already
    const kind = req.params[0] as Kind;
    const id = String(req.params[1]);
    try {
      const source = await sources[kind](id);
      if (!source) return void res.status(404).json({ message: `No ${kind.slice(0, -1)} with id ${id}` });
      await send(`${kind}/${id}`, source)(req, res, next);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
