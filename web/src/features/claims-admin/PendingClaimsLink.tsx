import { lazy, Suspense } from 'react';

const Note = lazy(() => import('./PendingClaimsNote').then((m) => ({ default: m.PendingClaimsNote })));

/** Lazy like the tab itself, so the claims code loads only on the admin page; nothing shows while it loads. */
export function PendingClaimsLink() {
  return (
    <Suspense fallback={null}>
      <Note />
    </Suspense>
  );
}
