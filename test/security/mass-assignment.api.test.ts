import { buildWorld, type World } from './world';

/**
 * Mass assignment: a body's fields beyond a route's schema never reach a command.
 * Each call sends the privileged fields an attacker would try and checks they had
 * no effect on what was stored.
 */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 60_000);
afterAll(() => w?.stop());

const PRIVILEGED = { role: 'super_admin', isAdmin: true, id: 'chosen-id', userId: 'someone-else', passwordHash: 'x', createdAt: '2000-01-01T00:00:00Z' };

async function send(method: string, path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(`${w.h.url}${path}`, { method, headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('mass assignment', () => {
  it('ignores a role, an id and a hash sent with a registration, a profile edit, a comment and an owner edit', async () => {
    const name = `mass_${process.pid}`;
    const reg = await send('POST', '/api/register',
      { username: name, email: `${name}@example.com`, firstName: 'M', lastName: 'A', password: 'password123', ...PRIVILEGED });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ role: 'user' });
    expect(reg.body.id).not.toBe('chosen-id');

    const profile = await send('PUT', '/api/profile',
      { firstName: 'Renamed', lastName: 'User', email: `${w.usernames.user}@example.com`, ...PRIVILEGED }, w.cookies.user);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ firstName: 'Renamed', role: 'user' });
    const me = await fetch(`${w.h.url}/api/auth/user`, { headers: { Cookie: w.cookies.user } });
    expect(await me.json()).toMatchObject({ role: 'user' });

    const comment = await send('POST', `/api/videos/${w.ids.videoId}/comments`, { content: 'Mine', ...PRIVILEGED }, w.cookies.user);
    expect(comment.status).toBe(201);
    expect(comment.body.id).not.toBe('chosen-id');
    expect(comment.body.userId).not.toBe('someone-else');

    const owner = await send('PATCH', `/api/battlers/${w.ids.battlerId}/profile`, { tagline: 'Mine', ...PRIVILEGED }, w.cookies.owner);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ id: w.ids.battlerId, tagline: 'Mine' });
    expect(owner.body.userId).not.toBe('someone-else');
  });
});
