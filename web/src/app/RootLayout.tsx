import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Container, Page } from '../components/layout';
import { SkeletonRows } from '../components/Skeleton';
import { ToastProvider } from '../components/Toast';
import { Favicon } from '../features/settings';
import { SiteFooter } from './SiteFooter';
import { TopNav } from './TopNav';

export function PageFallback() {
  return (
    <Page>
      <Container>
        <SkeletonRows count={3} />
      </Container>
    </Page>
  );
}

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
