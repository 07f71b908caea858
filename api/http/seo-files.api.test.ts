import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, startHarness, uploadVideo } from '../../test/api-harness';
import { eventually } from '../../test/eventually';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

/**
 * The sitemap read as a crawler would: one XML declaration, one <urlset> in the protocol's
 * namespace holding only <url> elements of <loc> and optional <lastmod>, nothing unescaped.
 * Throws on anything else.
 */
function parseUrlset(xml: string): SitemapUrl[] {
  const doc = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/
    .exec(xml);
  if (!doc) throw new Error(`not a urlset: ${xml.slice(0, 200)}`);
  const entry = /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g;
  const rest = doc[1].replace(entry, '').trim();
  if (rest) throw new Error(`unexpected content in the urlset: ${rest.slice(0, 200)}`);
  return [...doc[1].matchAll(entry)].map(([, loc, lastmod]) => {
    // an unescaped & or a stray entity is not well-formed XML
    if (/&(?!amp;|lt;|gt;|quot;|apos;)/.test(loc)) throw new Error(`unescaped & in ${loc}`);
    return { loc: loc.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'"), lastmod: lastmod ?? null };
  });
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('robots.txt and sitemap.xml with PUBLIC_URL', () => {
  const ORIGIN = 'https://league.example';
  let h: Harness;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let publicBattle: { id: string; eventId: string; battlerAId: string; battlerBId: string };
  let membersBattle: { id: string };

  beforeAll(async () => {
    h = await startHarness({ PUBLIC_URL: `${ORIGIN}/` });
    admin = await adminAgent(h);
    publicBattle = await eventWithVideo(admin, { event: 'Seo Night', title: 'Open Battle', battlerA: 'Seo Alpha', battlerB: 'Seo Beta' });
    membersBattle = await uploadVideo(admin, publicBattle.eventId, { title: 'Members Battle', battlerA: 'Seo Alpha', battlerB: 'Seo Gamma', requiresAuth: true });
  });
  afterAll(() => h.stop());

  const sitemap = async () => {
    const res = await request(h.url).get('/sitemap.xml').expect(200);
    return parseUrlset(res.text);
  };

  it('given a visitor, when robots.txt is read, then it is plain text naming the sitemap and refusing the private areas', async () => {
    const res = await request(h.url).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.headers.vary ?? '').not.toMatch(/Host/);
    for (const path of ['/admin', '/dashboard', '/profile', '/battler-profile-settings', '/api/', '/auth', '/login',
      '/forgot-password', '/reset-password', '/media/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // pictures stay open: link previews fetch them
    expect(res.text).not.toMatch(/Disallow: \/(uploads|og|events|battlers|sponsors)\b/);
  });

  it('given a visitor, when robots.txt and sitemap.xml are read, then they carry the site security headers', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const res = await request(h.url).get(path).expect(200);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('given a HEAD request, when either file is asked, then the headers come without a body', async () => {
    const robots = await request(h.url).head('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text ?? '').toBe('');
    const map = await request(h.url).head('/sitemap.xml').expect(200);
    expect(map.headers['content-type']).toMatch(/^application\/xml/);
    expect(map.headers.etag).toBeTruthy();
    expect(map.text ?? '').toBe('');
  });

  it('given an event, battlers and a public and a members-only battle, when the sitemap is read, then it lists the public pages as absolute URLs with lastmod', async () => {
    const urls = await sitemap();
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/events', '/battlers', '/sponsors']) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(`${ORIGIN}/events/${publicBattle.eventId}`);
    expect(locs).toContain(`${ORIGIN}/battlers/${publicBattle.battlerAId}`);
    expect(locs).toContain(`${ORIGIN}/battlers/${publicBattle.battlerBId}`);
    expect(locs).toContain(`${ORIGIN}/events/${publicBattle.eventId}?video=${publicBattle.id}`);
    expect(locs.some((l) => l.includes(membersBattle.id))).toBe(false);
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    const pages = urls.filter((u) => /\/(events|battlers)\/|\?video=/.test(u.loc));
    expect(pages.every((u) => u.lastmod !== null && W3C_DATETIME.test(u.lastmod))).toBe(true);
  });

  it('given a crawler that has read the sitemap, when it asks again with its ETag and nothing changed, then 304', async () => {
    const first = await request(h.url).get('/sitemap.xml').expect(200);
    expect(first.headers['last-modified']).toBeTruthy();
    await request(h.url).get('/sitemap.xml').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('given a sitemap already read, when an event is created, then it appears; when it is deleted, then it is gone', async () => {
    const before = (await sitemap()).map((u) => u.loc);
    const created = await admin.post('/api/admin/events').field('title', 'Seo Later Night').field('eventDate', '2025-06-01').expect(201);
    const page = `${ORIGIN}/events/${created.body.id}`;
    expect(before).not.toContain(page);
    await eventually(async () => expect((await sitemap()).map((u) => u.loc)).toContain(page));

    await admin.delete(`/api/admin/events/${created.body.id}`).expect(200);
    await eventually(async () => expect((await sitemap()).map((u) => u.loc)).not.toContain(page));
  });

  it('given a public battle in the sitemap, when it is made members-only, then its link is gone', async () => {
    const other = await uploadVideo(admin, publicBattle.eventId, { title: 'Soon Private', battlerA: 'Seo Beta', battlerB: 'Seo Gamma' });
    const link = `${ORIGIN}/events/${publicBattle.eventId}?video=${other.id}`;
    await eventually(async () => expect((await sitemap()).map((u) => u.loc)).toContain(link));
    await admin.put(`/api/admin/videos/${other.id}`)
      .send({ title: 'Soon Private', eventId: publicBattle.eventId, battlerAName: 'Seo Beta', battlerBName: 'Seo Gamma', requiresAuth: true })
      .expect(200);
    await eventually(async () => expect((await sitemap()).map((u) => u.loc)).not.toContain(link));
  });

  it('given a public battle in the sitemap, when it is deleted, then its link is gone', async () => {
    const other = await uploadVideo(admin, publicBattle.eventId, { title: 'Soon Gone', battlerA: 'Seo Beta', battlerB: 'Seo Delta' });
    const link = `${ORIGIN}/events/${publicBattle.eventId}?video=${other.id}`;
    await eventually(async () => expect((await sitemap()).map((u) => u.loc)).toContain(link));
    await admin.delete(`/api/admin/videos/${other.id}`).expect(200);
    await eventually(async () => expect((await sitemap()).map((u) => u.loc)).not.toContain(link));
  });

  it('given one sitemap file, when a numbered file is asked, then 404 with a message', async () => {
    const res = await request(h.url).get('/sitemap-1.xml').expect(404);
    expect(res.body.message).toMatch(/sitemap/i);
  });
});

describe('robots.txt and sitemap.xml without PUBLIC_URL', () => {
  let h: Harness;
  let battle: { id: string; eventId: string };

  beforeAll(async () => {
    h = await startHarness();
    battle = await eventWithVideo(await adminAgent(h), { event: 'Host Night', title: 'Host Battle', battlerA: 'Host A', battlerB: 'Host B' });
  });
  afterAll(() => h.stop());

  it('given a request to a host, when both files are read, then their absolute URLs use that host and the answers vary by it', async () => {
    const robots = await request(h.url).get('/robots.txt').set('Host', 'battles.example:8080').expect(200);
    expect(robots.text).toContain('Sitemap: http://battles.example:8080/sitemap.xml');
    const first = parseUrlset((await request(h.url).get('/sitemap.xml').set('Host', 'battles.example:8080').expect(200)).text);
    expect(first.map((u) => u.loc)).toContain(`http://battles.example:8080/events/${battle.eventId}?video=${battle.id}`);
    // the kept sitemap is not another host's
    const second = parseUrlset((await request(h.url).get('/sitemap.xml').set('Host', 'other.example').expect(200)).text);
    expect(second.every((u) => u.loc.startsWith('http://other.example/'))).toBe(true);
    expect(robots.headers.vary).toMatch(/\bHost\b/);
  });

  it('given no trusted proxy, when a forwarded host is sent, then it is ignored', async () => {
    const res = await request(h.url).get('/robots.txt')
      .set({ Host: 'battles.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }).expect(200);
    expect(res.text).toContain('Sitemap: http://battles.example/sitemap.xml');
  });
});
