import { adminApi } from '../features/users/admin/adminApi';
import { authApi } from '../features/auth/authApi';
import { settingsApi } from '../features/settings/settingsApi';
import { json, makeUser, stubFetch } from '../testing/render';
import { waitFor } from '@testing-library/react';
import { makeStore } from './store';

describe('the API slice', () => {
  it('treats a 401 from /api/auth/user as nobody signed in', async () => {
    stubFetch({ 'GET /api/auth/user': () => json(401, { message: 'no' }) });
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('asks who is signed in again after a 401 elsewhere (the session ended), not after a wrong password', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/user': () => json(200, makeUser()),
      'GET /api/admin/users': () => json(401, { message: 'Not authenticated' }),
      'POST /api/login': () => json(401, { message: 'Invalid username or password' }),
    });
    const store = makeStore();
    const who = store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    await who;
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'a', password: 'wrong-password' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/api/auth/user')).toHaveLength(1);
    await store.dispatch(adminApi.endpoints.getUsers.initiate());
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/user')).toHaveLength(2));
    who.unsubscribe();
  });

  it('sends cookies and reads the current user', async () => {
    const user = makeUser();
    const { fn } = stubFetch({ 'GET /api/auth/user': () => json(200, user) });
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(user);
    expect((fn.mock.calls[0][0] as Request).credentials).toBe('include');
  });

  it('given an HTML 500, then the failure reads as a plain sentence, without retrying', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/users': () =>
        new Response('<html><body>Internal Server Error</body></html>', { status: 500, statusText: 'Internal Server Error', headers: { 'content-type': 'text/html' } }),
    });
    const store = makeStore();
    const result = await store.dispatch(adminApi.endpoints.getUsers.initiate());
    expect(result.error).toMatchObject({ status: 500, message: 'The server had a problem. Please try again.' });
    expect(calls).toHaveLength(1);
  });

  it("given a JSON body with a message, then the failure reads as the server's message", async () => {
    stubFetch({ 'GET /api/admin/audit': () => json(503, { message: 'Down for maintenance' }) });
    const store = makeStore();
    const result = await store.dispatch(adminApi.endpoints.getAudit.initiate());
    expect(result.error).toMatchObject({ status: 503, message: 'Down for maintenance' });
  });

  it('given no answer (the network failed), then the failure says the server could not be reached', async () => {
    stubFetch({ 'GET /api/admin/audit': () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = makeStore();
    const result = await store.dispatch(adminApi.endpoints.getAudit.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'Could not reach the server. Check your connection.' });
  });

  it('reads a missing setting as null and other setting failures as a sentence', async () => {
    stubFetch({
      'GET /api/system-settings/site_logo': () => json(404, { message: 'Not found' }),
      'GET /api/system-settings/logo_animation': () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    });
    const store = makeStore();
    const logo = await store.dispatch(settingsApi.endpoints.getSiteLogo.initiate());
    expect(logo.data).toBeNull();
    const anim = await store.dispatch(settingsApi.endpoints.getSetting.initiate('logo_animation'));
    expect(anim.error).toMatchObject({ status: 500, message: 'The server had a problem. Please try again.' });
  });

  it('after login stores the returned user as the current user', async () => {
    const user = makeUser({ username: 'fresh' });
    stubFetch({ 'GET /api/auth/user': () => json(401, {}), 'POST /api/login': () => json(200, user) });
    const store = makeStore();
    const sub = store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    await sub;
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'fresh', password: 'pw' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().api.queries['getCurrentUser(undefined)']?.data).toEqual(user);
    sub.unsubscribe();
  });
});
