import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { adminAgent, eventWithVideo, type Harness, registerUser, startHarness, uniqueName } from '../../test/api-harness';
import { isoInstant, textProblem } from './text';
import { EventCommands } from '../../application/catalogue/event-commands';

let h: Harness;
let admin: TestAgent;
let video: { id: string; eventId: string; battlerAId: string };
beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
  video = await eventWithVideo(admin, { event: 'Text Night', title: 'Text Bout', battlerA: 'Text Ace', battlerB: 'Text Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

const BAD = [['NUL', 'a\u0000b'], ['BEL', 'a\u0007b'], ['C1 APC', 'a\u009fb'], ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', 'a\udc00b'], ['DEL', 'a\u007fb']] as const;
// a lone surrogate cannot travel as UTF-8 (a multipart field, a query string): only JSON bodies carry one
const sendableAsUtf8 = (s: string) => !/[\ud800-\udfff]/.test(s);
const GOOD = ['Zoë Ñúñez', 'Fête 🎤🔥', 'Łódź – “quoted”', '日本語'];

const refused = (res: request.Response, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.message).toMatch(new RegExp(`^${field} must`));
};

describe('text fields refuse control characters and ill-formed Unicode, on every kind of route', () => {
  describe.each(BAD)('%s', (_name, bad) => {
    it('in a username and a name at registration', async () => {
      const username = uniqueName('t');
      const base = { username, email: `${username}@example.com`, firstName: 'A', lastName: 'B', password: 'password123' };
      const res = await request(h.url).post('/api/register').send({ ...base, username: `${username}${bad}` });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('username');
      refused(await request(h.url).post('/api/register').send({ ...base, firstName: bad }), 'firstName');
    });

    it("in a profile's name and a password", async () => {
      const agent = h.agent();
      await registerUser(agent);
      refused(await agent.put('/api/profile').send({ firstName: bad, lastName: 'B', email: `${uniqueName()}@example.com` }), 'firstName');
      refused(await agent.put('/api/profile/password').send({ currentPassword: 'password123', newPassword: `long${bad}enough`, confirmPassword: `long${bad}enough` }), 'newPassword');
    });

    it("in an event's title (JSON and multipart) and a video's title", async () => {
      refused(await admin.put(`/api/admin/events/${video.eventId}`).send({ title: bad }), 'title');
      if (sendableAsUtf8(bad)) refused(await admin.post('/api/admin/events').field('title', bad), 'title');
      refused(await admin.put(`/api/admin/videos/${video.id}`).send({ title: bad, eventId: video.eventId }), 'title');
    });

    it("in a battler's tagline and memorial notes", async () => {
      refused(await admin.patch(`/api/admin/battlers/${video.battlerAId}`).send({ tagline: bad }), 'tagline');
      refused(await admin.patch(`/api/admin/battlers/${video.battlerAId}`).send({ memorialNotes: bad }), 'memorialNotes');
    });

    it('in a comment, a vote (the path before Express) and a search', async () => {
      const agent = h.agent();
      await registerUser(agent);
      refused(await agent.post(`/api/videos/${video.id}/comments`).send({ content: bad }), 'content');
      refused(await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: `${video.battlerAId}${bad}` }), 'battlerId');
      if (sendableAsUtf8(bad)) refused(await request(h.url).get('/api/battlers/search').query({ q: bad }), 'q');
    });

    it('in a setting', async () => {
      refused(await admin.put('/api/admin/system-settings/youtube_views_visible').send({ value: bad }), 'value');
    });
  });

  it('takes accents, emoji and other scripts', async () => {
    for (const good of GOOD) {
      const agent = h.agent();
      const user = await registerUser(agent, { firstName: good, lastName: good });
      expect(user.id).toBeTruthy();
      const ev = await admin.put(`/api/admin/events/${video.eventId}`).send({ title: good, description: `${good}\n\tsecond line` });
      expect(ev.status).toBe(200);
      expect(ev.body).toMatchObject({ title: good, description: `${good}\n\tsecond line` });
      const c = await agent.post(`/api/videos/${video.id}/comments`).send({ content: `${good}\r\nline two` });
      expect(c.status).toBe(201);
    }
  });

  it('takes line breaks only in multi-line fields', async () => {
    refused(await admin.put(`/api/admin/events/${video.eventId}`).send({ title: 'One\nTwo' }), 'title');
    refused(await admin.patch(`/api/admin/battlers/${video.battlerAId}`).send({ tagline: 'tab\there' }), 'tagline');
    const notes = await admin.patch(`/api/admin/battlers/${video.battlerAId}`).send({ memorialNotes: 'Line one\nLine two', quote: 'Bar one\nBar two' });
    expect(notes.status).toBe(200);
    // a claim's text areas, written in paragraphs
    const member = h.agent();
    await registerUser(member);
    const claim = await member.post(`/api/battlers/${video.battlerAId}/claim-request`).send({
      contactEmail: 'b@example.com', battleVideos: ['https://www.youtube.com/watch?v=b'],
      battleHistory: 'Twelve battles since 2019.\n\nThe Axe Night crown, and a loss I learned from.', additionalInfo: 'Line one\nLine two',
    });
    expect(claim.status).toBe(201);
    // a comment removal's reason, from its text area
    const author = h.agent();
    await registerUser(author);
    const comment = await author.post(`/api/videos/${video.id}/comments`).send({ content: 'Weak bars' });
    const removed = await admin.post(`/api/admin/comments/${comment.body.id}/removal`).send({ reason: 'Insults.\nSee the rules.' });
    expect(removed.status).toBe(200);
  });

  it('textProblem: the rules on their own', () => {
    expect(textProblem('ok 🎤', false)).toBeNull();
    expect(textProblem('a\nb', true)).toBeNull();
    expect(textProblem('a\nb', false)).toMatch(/line breaks/);
    expect(textProblem('\u0085', true)).toMatch(/control/);
    expect(textProblem('\ud83c', true)).toMatch(/lone surrogate/);
  });
});

// what makes text show other than it reads: direction overrides and isolates, zero-width characters, stray joiners
const INVISIBLE = [['right-to-left override', 'live\u202Eevil'], ['left-to-right embedding', 'a\u202Ab'], ['first strong isolate', 'a\u2068b'],
  ['pop directional isolate', 'ab\u2069'], ['zero-width space', 'ad\u200Bmin'], ['word joiner', 'a\u2060b'], ['byte order mark', 'a\uFEFFb'],
  ['joiner inside a Latin word', 'ad\u200Dmin'], ['non-joiner inside a Latin word', 'ad\u200Cmin'], ['joiner after an emoji, before a letter', '🎤\u200Dx']] as const;
// joiners where they mean something: emoji sequences, and words of scripts that shape with them
const JOINED = ['Crew 👨\u200D👩\u200D👧\u200D👦', 'Pride 🏳\uFE0F\u200D🌈', 'Dev 🧑🏽\u200D💻', '❤\uFE0F\u200D🔥',
  'می\u200Cخواهم', 'क्\u200Dष', 'क्\u200Cष', 'mixed \u200Fعلي\u200E text'];

describe('text fields refuse invisible formatting characters, naming the field; joiners where they mean something pass', () => {
  const invisible = (res: request.Response, field: string) => {
    refused(res, field);
    expect(res.body.message).toBe(`${field} must not contain invisible formatting characters (direction overrides, zero-width spaces or stray joiners)`);
  };

  describe.each(INVISIBLE)('%s', (_name, bad) => {
    it('in a comment, a name at registration and in the profile', async () => {
      const agent = h.agent();
      await registerUser(agent);
      invisible(await agent.post(`/api/videos/${video.id}/comments`).send({ content: `Fire bars ${bad}` }), 'content');
      invisible(await agent.put('/api/profile').send({ firstName: bad, lastName: 'B', email: `${uniqueName()}@example.com` }), 'firstName');
      const username = uniqueName('t');
      invisible(await request(h.url).post('/api/register')
        .send({ username, email: `${username}@example.com`, firstName: 'A', lastName: bad, password: 'password123' }), 'lastName');
    });

    it("in a sponsorship tier's name and a battler's name", async () => {
      invisible(await admin.post('/api/admin/sponsorship-tiers').send({ name: `Gold${bad}`, cost: '$5', benefits: 'Banner' }), 'name');
      invisible(await admin.put(`/api/admin/videos/${video.id}`).send({ title: 'Text Bout', eventId: video.eventId, battlerAName: `Text Ace${bad}` }),
        'battlerAName');
    });
  });

  it('takes emoji joined into one and words of scripts that shape with joiners, and keeps them as sent', async () => {
    const agent = h.agent();
    await registerUser(agent, { firstName: 'می\u200Cخواهم' });
    for (const good of JOINED) {
      const c = await agent.post(`/api/videos/${video.id}/comments`).send({ content: good });
      expect([good, c.status]).toEqual([good, 201]);
      expect(c.body.content).toBe(good);
    }
  });

  it('lets a password hold them: it is never shown, and one set so still signs in', async () => {
    const agent = h.agent();
    const user = await registerUser(agent, { password: 'pass\u202Eword\u200D\u200B99' });
    const login = await request(h.url).post('/api/login').send({ username: user.username, password: user.password });
    expect(login.status).toBe(200);
  });

  it('textProblem: invisible formatting on its own', () => {
    for (const [, bad] of INVISIBLE) expect(textProblem(bad, true)).toMatch(/invisible formatting/);
    for (const good of JOINED) expect(textProblem(good, false)).toBeNull();
    expect(textProblem('a\u202Eb', false, true)).toBeNull();
    expect(textProblem('a\u0000b', false, true)).toMatch(/control/);
  });
});

describe('dates are ISO 8601, stored as toISOString()', () => {
  it.each(['hello 5', '2026-02-30', '2026-13-01', '2026-05-01T24:00:00Z', '2026-05-01T10:00:00', '01/05/2026', 'May 1, 2026',
    '2026-05-01T10:00+25:00', '2026-5-1', ' 5'])('refuses eventDate %p', async (bad) => {
    const res = await admin.post('/api/admin/events').send({ title: 'Dated', eventDate: bad });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('eventDate');
    expect(res.body.message).toMatch(/^eventDate must be a valid date in ISO 8601 form/);
  });

  it.each([
    // a bare day is that day's midnight on the league's calendar (Arizona, UTC−7)
    ['2026-05-01', '2026-05-01T07:00:00.000Z'],
    ['2026-05-01T19:30:00+02:00', '2026-05-01T17:30:00.000Z'],
    ['2026-05-01T19:30Z', '2026-05-01T19:30:00.000Z'],
    ['2026-05-01T19:30:00.5-05:00', '2026-05-02T00:30:00.500Z'],
    ['2024-02-29', '2024-02-29T07:00:00.000Z'],
    ['', null],
    [null, null],
  ])('stores eventDate %p as %p, in the command answer and the read model', async (sent, stored) => {
    const res = await admin.post('/api/admin/events').send({ title: 'Dated', eventDate: sent });
    expect(res.status).toBe(201);
    expect(res.body.eventDate).toBe(stored);
    const listed = (await request(h.url).get('/api/events')).body.find((e: { id: string }) => e.id === res.body.id);
    expect(listed.eventDate).toBe(stored);
  });

  it('normalises deceasedDate the same way, a bare day at UTC midnight; blank clears it, absent leaves it', async () => {
    const id = video.battlerAId;
    expect((await admin.patch(`/api/admin/battlers/${id}`).send({ deceasedDate: 'hello 5' })).status).toBe(400);
    expect((await admin.patch(`/api/admin/battlers/${id}`).send({ deceasedDate: '2023-05-01' })).body.deceasedDate).toBe('2023-05-01T00:00:00.000Z');
    expect((await admin.patch(`/api/admin/battlers/${id}`).send({ tagline: 'x' })).body.deceasedDate).toBe('2023-05-01T00:00:00.000Z');
    expect((await admin.patch(`/api/admin/battlers/${id}`).send({ deceasedDate: ' ' })).body.deceasedDate).toBeNull();
  });

  it('still reads an event whose log holds a date of the old, loose kind', async () => {
    const { runner } = h.running.deps;
    const eventCommands = h.running.deps.get(EventCommands);
    const { eventId, position } = await eventCommands.create({ title: 'Loose Date', description: '', eventDate: 'hello 5' }, null,
      { actorId: 'cli', correlationId: 'test', at: new Date() });
    await runner.waitFor(position);
    const list = await request(h.url).get('/api/events');
    expect(list.status).toBe(200);
    expect(list.body.find((e: { id: string }) => e.id === eventId).eventDate).toBe('hello 5');
    expect((await request(h.url).get(`/api/events/${eventId}/videos`)).status).toBe(200);
    // and an edit through the API then stores a proper date
    const put = await admin.put(`/api/admin/events/${eventId}`).send({ title: 'Loose Date', eventDate: '2026-05-01' });
    expect(put.body.eventDate).toBe('2026-05-01T07:00:00.000Z');
  });

  it('isoInstant: the forms on their own', () => {
    expect(isoInstant('2026-05-01')?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(isoInstant('2025-02-29')).toBeNull();
    expect(isoInstant('2026-05-01T23:59:59.999Z')?.toISOString()).toBe('2026-05-01T23:59:59.999Z');
    expect(isoInstant('2026-05-01T10:00:00.1234Z')).toBeNull();
  });
});

describe('ids are matched exactly', () => {
  it('a trailing or leading space (encoded) finds nothing', async () => {
    for (const path of [`/api/videos/${video.id}%20/access`, `/api/videos/%20${video.id}/access`, `/api/battlers/${video.battlerAId}%20`,
      `/api/events/${video.eventId}%20/videos`, `/api/videos/${video.id}%20/quality/auto`]) {
      const res = await request(h.url).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body.message).toBeTruthy();
    }
  });

  it('an id in a body with a trailing space is not the trimmed record', async () => {
    const agent = h.agent();
    await registerUser(agent);
    const vote = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: `${video.battlerAId} ` });
    expect(vote.status).toBeGreaterThanOrEqual(400);
    expect(vote.status).toBeLessThan(500);
    const move = await admin.put(`/api/admin/videos/${video.id}`).send({ title: 'Text Bout', eventId: `${video.eventId} ` });
    expect(move.status).toBeGreaterThanOrEqual(400);
    expect(move.status).toBeLessThan(500);
  });
});
