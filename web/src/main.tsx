import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { routes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
