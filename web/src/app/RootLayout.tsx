import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { ToastProvider } from '../components/Toast';
import { Favicon } from '../features/settings';
import { SiteFooter } from './SiteFooter';
import { TopNav } from './TopNav';

export function RootLayout() {
  return (
    <ToastProvider>
      <Favicon />
      <TopNav />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
      <ScrollRestoration />
    </ToastProvider>
  );
}
