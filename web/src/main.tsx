import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { routes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
const router = createBrowserRouter(routes);

// The first render as a transition: React renders it in slices and yields between them,
// so a phone's main thread is not blocked for the whole first page at once (issue 15:
// Lighthouse's Total Blocking Time). The page shows the same; the boot bar in index.html
// stands until the commit.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
