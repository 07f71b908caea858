import request from 'supertest';
import { type Harness, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { bigPng, NOT_AN_IMAGE, PNG_1x1, SVG_LOGO } from '../../../test/fixtures/images';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

describe('profile', () => {
  it('needs a signed-in user for every call', async () => {
    expect((await request(h.url).get('/api/profile')).status).toBe(401);
    expect((await request(h.url).put('/api/profile').send({ firstName: 'a', lastName: 'b', email: 'a@b.co' })).status).toBe(401);
    expect((await request(h.url).put('/api/profile/password').send({})).status).toBe(401);
    expect((await request(h.url).post('/api/profile/avatar')).status).toBe(401);
  });

  it('reads and updates the profile; the next read shows it', async () => {
    const agent = h.agent();
    const user = await registerUser(agent);
    expect((await agent.get('/api/profile')).body.username).toBe(user.username);
    const email = `${uniqueName()}@new.com`;
    const res = await agent.put('/api/profile').send({ firstName: 'New', lastName: 'Name', email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'New', lastName: 'Name', email });
    expect((await agent.get('/api/auth/user')).body.email).toBe(email);
    // the old email is free again, the new one is taken
    const other = h.agent();
    await registerUser(other, { email: user.email });
    const taken = await other.put('/api/profile').send({ firstName: 'X', lastName: 'Y', email: email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already exists');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: 'nope' }, 'Invalid email address'],
  ])('validates %j', async (override, message) => {
    const agent = h.agent();
    await registerUser(agent);
    const res = await agent.put('/api/profile').send({ firstName: 'A', lastName: 'B', email: 'a@b.co', ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('changes the password with the current one, ending other sessions', async () => {
    const agent = h.agent();
    const user = await registerUser(agent);
    const other = h.agent();
    await other.post('/api/login').send({ username: user.username, password: user.password });
    const wrong = await agent.put('/api/profile/password').send({ currentPassword: 'nope-nope', newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const ok = await agent.put('/api/profile/password').send({ currentPassword: user.password, newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' });
    expect(ok.status).toBe(200);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await request(h.url).post('/api/login').send({ username: user.username, password: 'fresh-pass' })).status).toBe(200);
  });

  it.each([
    [{ currentPassword: '' }, 'Current password is required'],
    [{ newPassword: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'different' }, "Passwords don't match"],
  ])('validates the password change %j', async (override, message) => {
    const agent = h.agent();
    const user = await registerUser(agent);
    const res = await agent.put('/api/profile/password')
      .send({ currentPassword: user.password, newPassword: 'abcdef', confirmPassword: 'abcdef', ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('uploads an avatar checked by its bytes, served with nosniff', async () => {
    const agent = h.agent();
    await registerUser(agent);
    const res = await agent.post('/api/profile/avatar').attach('profilePicture', PNG_1x1, { filename: 'me.txt', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body.profilePictureUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.png$/);
    expect(res.body.user.profilePictureUrl).toBe(res.body.profilePictureUrl);
    const file = await request(h.url).get(res.body.profilePictureUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a non-image, an SVG avatar, a missing file and a file over 5 MB', async () => {
    const agent = h.agent();
    await registerUser(agent);
    const notImage = await agent.post('/api/profile/avatar').attach('profilePicture', NOT_AN_IMAGE, { filename: 'a.png', contentType: 'image/png' });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatch(/Invalid file/);
    const svg = await agent.post('/api/profile/avatar').attach('profilePicture', SVG_LOGO, { filename: 'a.svg', contentType: 'image/svg+xml' });
    expect(svg.status).toBe(400);
    const none = await agent.post('/api/profile/avatar').field('x', 'y');
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/No file uploaded/);
    const big = await agent.post('/api/profile/avatar').attach('profilePicture', bigPng(5 * 1024 * 1024 + 1), { filename: 'big.png' });
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/under 5MB/);
  });
});
