import type { ReactElement } from 'react';
import { configure, fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/Providers';
import { makeStore, type AppStore } from '../app/store';
import { ToastProvider } from '../components/Toast';
import type { User } from '../lib/types';

// whole-site renders are large, and role queries in jsdom are slow on them
configure({ asyncUtilTimeout: 4000 });

export interface RenderOptions {
  /** the URL the memory router starts at */
  route?: string;
  /** the route pattern the element is mounted at (default '*') */
  path?: string;
  /** extra routes, e.g. redirect targets */
  routes?: RouteObject[];
  store?: AppStore;
}

/** Render with a real store, theme, toasts and a memory router. */
export function renderApp(ui: ReactElement, { route = '/', path = '*', routes = [], store = makeStore() }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        ),
        children: [...routes, { path, element: ui }],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, router };
}

type Handler = (req: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Stub global.fetch: keys are 'METHOD /path' (query ignored). Unknown calls answer 404,
 * so a test also sees the calls it did not expect in `calls`.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: string }[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const key = `${req.method} ${url.pathname}`;
    const body = req.method === 'GET' ? '' : await req.clone().text();
    calls.push({ method: req.method, path: url.pathname, body });
    const handler = handlers[key];
    return handler ? handler(req) : json(404, { message: 'Not found' });
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 'u-1',
    username: 'tester',
    email: 'tester@example.com',
    firstName: 'Test',
    lastName: 'User',
    role: 'user',
    profilePictureUrl: null,
    createdAt: '2024-03-07T12:00:00.000Z',
    updatedAt: '2024-03-07T12:00:00.000Z',
    ...over,
  };
}

/** Default answers for a visitor: not signed in, no settings stored. */
export const visitor: Record<string, Handler> = {
  'GET /api/auth/user': () => json(401, { message: 'Not authenticated' }),
};

export const signedIn = (user: User): Record<string, Handler> => ({
  'GET /api/auth/user': () => json(200, user),
});

/**
 * A button that just failed stays busy until its mutation settles; a click before that is
 * ignored. Busy is aria-disabled (it keeps focus), other reasons are disabled: wait for both.
 */
export async function clickWhenFree(button: HTMLElement) {
  await waitFor(() => {
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled', 'true');
  });
  fireEvent.click(button);
}
