import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import {
  BATTLERS, type BattlerView, EVENTS, type EventView, VIDEOS, type VideoView,
} from '../../application/catalogue/read-model';
import type { ReadStore } from '../../application/ports/read-store';
import { publicOrigin } from './public-origin';

/** The sitemap protocol's ceiling per file; past it /sitemap.xml becomes an index of numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Pages a crawler has no business in: signed-in areas, the sign-in and password pages (one-time
 * tokens ride in their query), the API, and the video bytes (members-only ones refuse anyway;
 * the public ones are large and the battle pages are what should be found). /uploads and /og
 * stay open: link previews fetch the pictures there, and most preview bots obey robots.txt.
 * Prefixes, as robots.txt reads them: '/admin' covers '/admin?tab=users' too.
 */
export const DISALLOWED = [
  '/admin', '/dashboard', '/profile', '/battler-profile-settings', '/logo-demo',
  '/auth', '/login', '/forgot-password', '/reset-password', '/api/', '/media/',
] as const;

/** The public lists, always in the sitemap. */
const LIST_PAGES = ['/', '/events', '/battlers', '/sponsors'] as const;

/** One page of the sitemap, origin-free so one build serves every origin. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** A W3C datetime to the second (the read models keep ISO strings with milliseconds); null when unreadable. */
function w3cDate(iso: string | null | undefined): string | null {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const latest = (dates: readonly (string | null)[]): string | null =>
  dates.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/**
 * Every indexable page with its last change: the public lists, each event (changed when it or
 * one of its public battles last did), each battler, and each public battle as the link a fan
 * shares. Members-only battles are left out: a crawler would meet the sign-in wall.
 */
export async function sitemapEntries(store: ReadStore): Promise<SitemapEntry[]> {
  const [events, videos, battlers] = await Promise.all([
    store.collection<EventView>(EVENTS).find({}),
    store.collection<VideoView>(VIDEOS).find({ requiresAuth: false }),
    store.collection<BattlerView>(BATTLERS).find({}),
  ]);
  const eventIds = new Set(events.map((e) => e.id));
  // a video whose event is gone (mid-deletion) has no page to open on
  const battles = videos.filter((v) => eventIds.has(v.eventId))
    .sort((a, b) => a.eventId.localeCompare(b.eventId) || a.id.localeCompare(b.id));
  const battleDates = new Map<string, string | null>();
  for (const v of battles) battleDates.set(v.eventId, latest([battleDates.get(v.eventId) ?? null, w3cDate(v.updatedAt)]));

  const eventEntries = [...events].sort((a, b) => a.id.localeCompare(b.id)).map((e) => ({
    path: `/events/${encodeURIComponent(e.id)}`,
    lastmod: latest([w3cDate(e.updatedAt), battleDates.get(e.id) ?? null]),
  }));
  const battlerEntries = [...battlers].sort((a, b) => a.id.localeCompare(b.id)).map((b) => ({
    path: `/battlers/${encodeURIComponent(b.id)}`, lastmod: w3cDate(b.updatedAt),
  }));
  const battleEntries = battles.map((v) => ({
    path: `/events/${encodeURIComponent(v.eventId)}?video=${encodeURIComponent(v.id)}`, lastmod: w3cDate(v.updatedAt),
  }));
  const eventsChanged = latest(eventEntries.map((e) => e.lastmod));
  const lists: SitemapEntry[] = LIST_PAGES.map((path) => ({
    path,
    lastmod: path === '/battlers' ? latest(battlerEntries.map((b) => b.lastmod))
      : path === '/sponsors' ? null : eventsChanged,
  }));
  return [...lists, ...eventEntries, ...battlerEntries, ...battleEntries];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    `<url><loc>${xml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, pages: readonly SitemapEntry[][]): string {
  const maps = pages.map((page, i) => {
    const lastmod = latest(page.map((e) => e.lastmod));
    return `<sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The kept build: the entries split into files, and the last origin's rendered bodies. */
interface Built {
  pages: SitemapEntry[][];
  rendered: { origin: string; bodies: Map<string, { body: string; etag: string; lastModified: string | null }> } | null;
}

export interface SeoFilesOptions {
  /** PUBLIC_URL: when unset, each request's own origin (as TRUST_PROXY lets it be read) */
  publicUrl: string | undefined;
  /** below the protocol's ceiling only to exercise the index */
  maxUrlsPerFile?: number;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (HEAD too, by Express), with the edge's security
 * headers like every answer off /api. The sitemap is built from the read models on first ask and
 * kept until a write to the events, videos or battlers collection (or a rebuild's '*') drops it,
 * the same signal every other read cache here follows, so it is never staler than the read models
 * and costs nothing while they are still. Rendering depends on the origin, so the last origin's
 * bodies are kept beside it: with PUBLIC_URL there is only one. An ETag (of the body) and
 * Last-Modified (the newest lastmod) let a crawler revalidate for a 304.
 */
export function seoFiles(store: ReadStore, options: SeoFilesOptions): Router {
  const perFile = Math.max(1, Math.min(options.maxUrlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS));
  let built: Promise<Built> | null = null;
  store.onChange((collection) => {
    if (collection === EVENTS || collection === VIDEOS || collection === BATTLERS || collection === '*') built = null;
  });
  const build = (): Promise<Built> => {
    const current = (built ??= sitemapEntries(store).then((entries) => {
      const pages: SitemapEntry[][] = [];
      for (let i = 0; i < entries.length; i += perFile) pages.push(entries.slice(i, i + perFile));
      return { pages, rendered: null };
    }));
    // a failed read is not kept: the next request tries again
    current.catch(() => { if (built === current) built = null; });
    return current;
  };

  const body = (b: Built, origin: string, file: string) => {
    if (b.rendered?.origin !== origin) b.rendered = { origin, bodies: new Map() };
    let kept = b.rendered.bodies.get(file);
    if (!kept) {
      const pages = b.pages;
      const page = file === 'index' ? null : pages[Number(file) - 1];
      const text = file === 'index'
        ? (pages.length <= 1 ? urlset(origin, pages[0] ?? []) : sitemapIndex(origin, pages))
        : urlset(origin, page ?? []);
      const newest = latest((page ?? pages.flat()).map((e) => e.lastmod));
      kept = {
        body: text,
        etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
        lastModified: newest ? new Date(newest).toUTCString() : null,
      };
      b.rendered.bodies.set(file, kept);
    }
    return kept;
  };

  const sendXml = async (req: Request, res: Response, file: string) => {
    const b = await build();
    // with one file, /sitemap.xml is it: no second address for the same list
    if (file !== 'index' && (b.pages.length <= 1 || Number(file) > b.pages.length)) {
      res.status(404).json({ message: `No such sitemap file: ${req.path}` });
      return;
    }
    const kept = body(b, publicOrigin(req, options.publicUrl), file);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', kept.etag);
    if (kept.lastModified) res.setHeader('Last-Modified', kept.lastModified);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(kept.body);
  };

  const r = Router();
  if (!options.publicUrl) {
    // the URLs follow the request's host: a shared cache must not hand one host's answer to another
    r.use(['/robots.txt', '/sitemap.xml', /^\/sitemap-\d+\.xml$/], (_req, res, next) => {
      res.vary('Host').vary('X-Forwarded-Host').vary('X-Forwarded-Proto');
      next();
    });
  }
  r.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(publicOrigin(req, options.publicUrl)));
  });
  r.get('/sitemap.xml', (req, res, next) => {
    sendXml(req, res, 'index').catch(next);
  });
  r.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, (req, res, next) => {
    sendXml(req, res, String((req.params as Record<string, string>)[0])).catch(next);
  });
  return r;
}
