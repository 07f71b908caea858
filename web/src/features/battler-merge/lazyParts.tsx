import type { MergeBattlersDialogProps } from './MergeBattlersDialog';
import { SkeletonRows } from '../../components/Skeleton';
import { lazyPart } from '../../lib/lazyPart';

const LazyDialog = lazyPart(() => import('./MergeBattlersDialog').then((m) => m.MergeBattlersDialog));

/**
 * The merge dialog, loaded when first opened (the feature's index reaches the site's first
 * bundle through the registry) and mounted only while open, so each opening starts afresh.
 */
export function MergeBattlersDialog(props: MergeBattlersDialogProps) {
  return props.open ? <LazyDialog {...props} /> : null;
}

/** The battlers a name may mean (the Applications tab's duplicate detection). */
export const SimilarBattlers = lazyPart(
  () => import('./SimilarBattlers').then((m) => m.SimilarBattlers),
  <SkeletonRows count={3} height="4rem" label="Searching for similar battlers" />,
);
