import { lazy, Suspense } from 'react';
import type { ClaimButtonProps } from './member/ClaimButton';
import type { CoverControlsProps } from './owner/CoverControls';

const LazyClaimButton = lazy(() => import('./member/ClaimButton').then((m) => ({ default: m.ClaimButton })));
const LazyCoverControls = lazy(() => import('./owner/CoverControls').then((m) => ({ default: m.CoverControls })));
const LazyPendingNote = lazy(() => import('./admin/PendingClaimsNote').then((m) => ({ default: m.PendingClaimsNote })));

/**
 * The claim control on a battler's page, loaded with its first showing: the feature's index
 * reaches the site's first bundle through the registry, and the claim form needs the form
 * libraries. Nothing shows while it loads (a visitor sees nothing anyway).
 */
export function ClaimButton(props: ClaimButtonProps) {
  return (
    <Suspense fallback={null}>
      <LazyClaimButton {...props} />
    </Suspense>
  );
}

/**
 * The owner's cover buttons on their battler's page, loaded only for the owner: a visitor's page
 * carries none of the upload code. Nothing shows while it loads, as for the claim control.
 */
export function CoverControls(props: CoverControlsProps) {
  return (
    <Suspense fallback={null}>
      <LazyCoverControls {...props} />
    </Suspense>
  );
}

/** Lazy like the tab itself, so the claims code loads only on the admin page; nothing shows while it loads. */
export function PendingClaimsLink() {
  return (
    <Suspense fallback={null}>
      <LazyPendingNote />
    </Suspense>
  );
}
