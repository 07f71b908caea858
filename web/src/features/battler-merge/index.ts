import type { FeatureModule } from '../../lib/featureModule';
import { battlerMergeTags } from './tags';

/**
 * Duplicate battlers: detection (likely pairs, the battlers a name may mean) and the merge
 * dialog. No tab of its own: the Users, Battlers and Applications tabs open these parts.
 */
export const battlerMergeFeature: FeatureModule = {
  name: 'battler-merge',
  tags: battlerMergeTags,
};

export { MergeBattlersDialog, SimilarBattlers } from './lazyParts';
export { MergeBattlersButton } from './MergeBattlersButton';
export type { MergeBattlersDialogProps } from './MergeBattlersDialog';
export type { BattlerName } from './mergeApi';
