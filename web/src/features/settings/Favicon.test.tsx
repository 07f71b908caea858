import { act, waitFor } from '@testing-library/react';
import { api } from './api';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import { Favicon } from './Favicon';

const setting = (value: string) => ({ key: 'site_logo', value, updatedAt: '2026-01-01T00:00:00.000Z' });

describe('Favicon', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" id="favicon" href="/api/favicon" />';
  });

  it('keeps index.html\'s icon on the first load and moves it only when the logo setting changes', async () => {
    let logo = 'logo-1';
    const { calls } = stubFetch({ ...visitor, 'GET /api/system-settings/site_logo': () => json(200, setting(logo)) });
    const { store } = renderApp(<Favicon />);
    const link = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    await waitFor(() => expect(calls.some((c) => c.path === '/api/system-settings/site_logo')).toBe(true));
    // one more turn for the effect after the answer
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(link().getAttribute('href')).toBe('/api/favicon');

    logo = 'logo-2';
    act(() => { store.dispatch(api.util.invalidateTags([{ type: 'Setting', id: 'site_logo' }])); });
    await waitFor(() => expect(link().getAttribute('href')).toMatch(/^\/api\/favicon\?t=\d+$/));
  });
});
