import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from './Providers';
import type { AppStore } from './store';

export { loadFirstData } from './firstData';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router, made before the first data: its matches for the address say which data to start. */
export function createAppRouter(routes: RouteObject[]): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * The first render, as a transition: React renders it in slices and yields between them,
 * so a phone's main thread is not blocked for the whole first page at once (issue 15:
 * Lighthouse's Total Blocking Time). The boot bar in index.html stands until the commit.
 */
export function mount(store: AppStore, router: AppRouter): void {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
