import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { Providers } from './Providers';
import type { AppStore } from './store';

export { loadFirstData } from './firstData';

// the router is made before the first data (web/src/main.tsx): its matches say which data to start
export { createBrowserRouter };

/**
 * The first render, as a transition: React renders it in slices and yields between them,
 * so a phone's main thread is not blocked for the whole first page at once (issue 15:
 * Lighthouse's Total Blocking Time). The boot bar in index.html stands until the commit.
 */
export function mount(store: AppStore, router: DataRouter): void {
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
