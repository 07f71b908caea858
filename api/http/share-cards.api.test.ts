import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { videoUrlOf } from '../../application/catalogue/read-model';
import { adminAgent, type Harness, startHarness, uploadVideo } from '../../test/api-harness';

const ORIGIN = 'https://ubr.example';
// as web/index.html builds: the placeholder title and description the server replaces per page
const INDEX = '<!doctype html><html lang="en"><head><meta charset="UTF-8" />'
  + '<meta name="description" content="UBR placeholder" /><title>UBR — Battle Rap League</title></head>'
  + '<body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>';

let h: Harness;
let admin: TestAgent;
let webDir: string;
let eventId: string;
let publicVideo: { id: string; battlerAId: string };
let membersVideo: { id: string };
const RED_PICTURE = sharp({ create: { width: 800, height: 450, channels: 3, background: '#e01010' } }).png().toBuffer();

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-cards-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(webDir, 'index.html.gz'), gzipSync(INDEX));
  mkdirSync(path.join(webDir, 'assets'));
  h = await startHarness({ WEB_DIST: webDir, PUBLIC_URL: `${ORIGIN}/` });
  admin = await adminAgent(h);
  const ev = await admin.post('/api/admin/events').field('title', 'Summer Clash').field('eventDate', '2024-06-01')
    .field('description', 'Six battles under the bridge.').attach('thumbnail', await RED_PICTURE, 'clash.png');
  expect(ev.status).toBe(201);
  eventId = ev.body.id;
  publicVideo = await uploadVideo(admin, eventId, { title: 'Ace vs Blaze', battlerA: 'Ace', battlerB: 'Blaze' });
  membersVideo = await uploadVideo(admin, eventId, { title: 'Cruz vs Dex', battlerA: 'Cruz', battlerB: 'Dex', requiresAuth: true });
}, 60_000);
afterAll(async () => {
  await h.stop();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (p: string) => request(h.url).get(p).set('Accept', 'text/html');

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The head as a preview bot reads it: title, meta tags by name or property, canonical, JSON-LD. */
function head(html: string) {
  const part = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of part.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) meta[m[1]] = unescape(m[2]);
  const ld = [...part.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  return {
    part,
    title: unescape(/<title>([\s\S]*?)<\/title>/.exec(part)?.[1] ?? ''),
    titles: part.match(/<title>/g)?.length ?? 0,
    canonical: unescape(/<link rel="canonical" href="([^"]*)">/.exec(part)?.[1] ?? ''),
    meta,
    ld,
  };
}

describe('pages that are there and pages that are not', () => {
  it('given a path no page has, or an event, battle or battler that is not there, then 404 with the app\'s page, not indexed', async () => {
    for (const p of ['/no-such-page', '/events/x/y', '/events/no-such-event', `/events/${eventId}?video=no-such-video`,
      '/events?event=no-such-event', '/battlers/no-such-battler', '/admin/extra', '/events/%E0%A4']) {
      const res = await page(p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
      expect(head(res.text).meta.robots).toBe('noindex');
      expect(head(res.text).title).toBe('Page Not Found | UBR');
    }
  });

  it('given a real page, then 200 with the app', async () => {
    for (const p of ['/', '/events', '/battlers', '/sponsors', '/contact', '/auth', '/dashboard', '/events/', `/events/${eventId}`,
      `/events?event=${eventId}`, `/events/${eventId}?video=${publicVideo.id}`, `/events/${eventId}?video=${membersVideo.id}`,
      `/battlers/${publicVideo.battlerAId}`, '/battlers/no-such-battler?asOf=2024-01-01']) {
      const res = await page(p);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.text).toContain('<div id="root"></div>');
      expect(head(res.text).meta.robots).toBeUndefined();
    }
  });

  it('given a request that takes no HTML, then the JSON refusal as before', async () => {
    const res = await request(h.url).get('/no-such-page').set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('share cards and structured data', () => {
  it('given a battle link, then its own title, description, canonical, Open Graph, Twitter card and VideoObject', async () => {
    const link = `/events/${eventId}?video=${publicVideo.id}`;
    const { title, titles, canonical, meta, ld } = head((await page(link)).text);
    expect(titles).toBe(1);
    expect(title).toBe('Ace vs Blaze | UBR');
    expect(meta.description).toBe('Ace vs Blaze at Summer Clash: watch the battle and vote on UBR.');
    expect(canonical).toBe(`${ORIGIN}${link}`);
    expect(meta).toMatchObject({
      'og:title': 'Ace vs Blaze | UBR', 'og:description': meta.description, 'og:url': canonical, 'og:type': 'video.other',
      'og:site_name': 'UBR', 'og:image:width': '1200', 'og:image:height': '630', 'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image']).toMatch(new RegExp(`^${ORIGIN}/og/videos/${publicVideo.id}\\.jpg\\?v=`));
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@context': 'https://schema.org', '@type': 'VideoObject', name: 'Ace vs Blaze', description: meta.description,
      thumbnailUrl: [meta['og:image']], duration: expect.stringMatching(/^PT(\d+M)?\d+S$/),
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: 0 },
      contentUrl: `${ORIGIN}${videoUrlOf(publicVideo.id)}`,
    });
    expect(Number.isNaN(Date.parse(String(ld[0].uploadDate)))).toBe(false);
  });

  it("given a members-only battle, then its card names no media URL and no contentUrl", async () => {
    const res = await page(`/events/${eventId}?video=${membersVideo.id}`);
    const { part, meta, ld } = head(res.text);
    expect(ld[0]['@type']).toBe('VideoObject');
    expect(ld[0]).not.toHaveProperty('contentUrl');
    expect(part).not.toContain(videoUrlOf(membersVideo.id));
    expect(part).not.toMatch(/\/media\/|og:video/);
    expect(meta['og:image']).toContain(`/og/videos/${membersVideo.id}.jpg`);
  });

  it('given an event page, then its card and an Event with its date and picture', async () => {
    const { title, canonical, meta, ld } = head((await page(`/events?event=${eventId}`)).text);
    expect(title).toBe('Summer Clash | UBR');
    expect(meta.description).toBe('Six battles under the bridge.');
    expect(canonical).toBe(`${ORIGIN}/events/${eventId}`);
    expect(meta['og:image']).toMatch(new RegExp(`^${ORIGIN}/og/events/${eventId}\\.jpg\\?v=`));
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(ld[0]).toMatchObject({ '@type': 'Event', name: 'Summer Clash', startDate: '2024-06-01', image: meta['og:image'], url: canonical });
  });

  it('given a battler page, then its card and a Person', async () => {
    const { title, canonical, meta, ld } = head((await page(`/battlers/${publicVideo.battlerAId}`)).text);
    expect(title).toBe('Ace | UBR');
    expect(canonical).toBe(`${ORIGIN}/battlers/${publicVideo.battlerAId}`);
    expect(meta['og:type']).toBe('profile');
    expect(meta.description).toMatch(/^Ace: \d+-\d+ in 1 battle on UBR\.$/);
    expect(ld[0]).toMatchObject({ '@type': 'Person', name: 'Ace', description: meta.description, image: meta['og:image'] });
  });

  it('given the lists and the landing page, then their own title, description and canonical', async () => {
    for (const [p, expected] of [['/', 'UBR — Battle Rap League'], ['/events?search=clash', 'Battle Events | UBR'],
      ['/battlers', 'Battlers | UBR'], ['/sponsors', 'Sponsors | UBR']]) {
      const card = head((await page(p)).text);
      expect({ p, title: card.title }).toEqual({ p, title: expected });
      expect(card.meta.description.length).toBeGreaterThan(20);
      expect(card.canonical).toBe(`${ORIGIN}${p.split('?')[0]}`);
      expect(card.meta['og:image']).toBe(`${ORIGIN}/og/site.jpg`);
    }
  });

  it('given a title with markup and a closing script tag, then nothing leaves its attribute or the JSON-LD', async () => {
    const nasty = 'Night </script><script>alert(1)</script> "Q" & <b>';
    const ev = await admin.post('/api/admin/events').send({ title: nasty, eventDate: '2024-07-01' });
    expect(ev.status).toBe(201);
    const html = (await page(`/events/${ev.body.id}`)).text;
    const card = head(html);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(card.title).toBe(`${nasty} | UBR`);
    expect(card.meta['og:title']).toBe(`${nasty} | UBR`);
    expect(card.ld[0].name).toBe(nasty);
  });

  it('given a browser taking brotli, then the page with its card is sent compressed', async () => {
    const res = await request(h.url).get(`/events/${eventId}`).set('Accept', 'text/html').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<meta property="og:title" content="Summer Clash | UBR">');
  });
});

describe('the card pictures', () => {
  const picture = async (p: string) => {
    const res = await request(h.url).get(p).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return { res, bytes: res.body as Buffer };
  };

  it('given an event, a battle and a battler, then a 1200x630 JPEG, cached publicly', async () => {
    for (const p of [`/og/events/${eventId}.jpg`, `/og/videos/${publicVideo.id}.jpg?v=x`, `/og/battlers/${publicVideo.battlerAId}.jpg`, '/og/site.jpg']) {
      const { res, bytes } = await picture(p);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const { width, height, format } = await sharp(bytes).metadata();
      expect({ p, width, height, format }).toEqual({ p, width: 1200, height: 630, format: 'jpeg' });
    }
  });

  it('given a members-only battle, then a visitor gets its card picture (a picture, not its media)', async () => {
    const { res, bytes } = await picture(`/og/videos/${membersVideo.id}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('given an id naming nothing, then 404; a malformed one, 400; each with a message', async () => {
    for (const p of ['/og/videos/nothing.jpg', '/og/events/nothing.jpg', '/og/battlers/nothing.jpg']) {
      const res = await request(h.url).get(p);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/^No (video|event|battler) with id nothing$/);
    }
    const bad = await request(h.url).get('/og/videos/%E0%A4.jpg');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});
