import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadFirstData } from './app/firstData';
import { Providers } from './app/Providers';

/** How long the first render waits for the page's data before it shows its loading state. */
const FIRST_DATA_WAIT_MS = 1500;
/** The page's own subscriptions are in place long before this. */
const RELEASE_AFTER_MS = 10_000;

async function start() {
  // The store (RTK Query and every endpoint) and then the pages are loaded one after the
  // other: each import is evaluated in its own task, not the whole app in one long task
  // that blocks a phone's main thread (issue 15: the entry's evaluation was the page's
  // longest task, ~0.8 s on a 4× slower CPU).
  const { makeStore } = await import('./app/store');
  const store = makeStore();
  const { routes } = await import('./app/router');
  const release = await loadFirstData(store, routes, window.location, FIRST_DATA_WAIT_MS);
  const router = createBrowserRouter(routes);
  // The first render as a transition: React renders it in slices and yields between them,
  // so a phone's main thread is not blocked for the whole first page at once (issue 15:
  // Lighthouse's Total Blocking Time). The boot bar in index.html stands until the commit.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  setTimeout(release, RELEASE_AFTER_MS);
}

void start();
