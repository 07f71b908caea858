import { lazy, Suspense } from 'react';
import type { MergeBattlersDialogProps } from './MergeBattlersDialog';
import type { SimilarBattlersProps } from './SimilarBattlers';
import { SkeletonRows } from '../../components/Skeleton';

const LazyDialog = lazy(() => import('./MergeBattlersDialog').then((m) => ({ default: m.MergeBattlersDialog })));
const LazySimilar = lazy(() => import('./SimilarBattlers').then((m) => ({ default: m.SimilarBattlers })));

/**
 * The merge dialog, loaded when first opened (the feature's index reaches the site's first
 * bundle through the registry) and mounted only while open, so each opening starts afresh.
 */
export function MergeBattlersDialog(props: MergeBattlersDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** The battlers a name may mean (the Applications tab's duplicate detection). */
export function SimilarBattlers(props: SimilarBattlersProps) {
  return (
    <Suspense fallback={<SkeletonRows count={3} height="4rem" label="Searching for similar battlers" />}>
      <LazySimilar {...props} />
    </Suspense>
  );
}
