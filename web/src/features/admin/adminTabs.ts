import type { AdminTab, FeatureModule } from '../../app/featureModule';
import { PLACEHOLDER_TABS } from './placeholderTabs';

/** The dashboard's tabs in the spec's order (admin §2): the features' declarations, then the placeholders still standing. */
export function adminTabsOf(modules: readonly FeatureModule[]): AdminTab[] {
  const declared = modules.flatMap((m) => m.adminTabs ?? []);
  const ids = new Set(declared.map((t) => t.id));
  return [...declared, ...PLACEHOLDER_TABS.filter((t) => !ids.has(t.id))].sort((a, b) => a.order - b.order);
}
