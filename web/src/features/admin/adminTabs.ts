import type { AdminTab, FeatureModule } from '../../app/featureModule';

/** The dashboard's tabs in the spec's order (admin §2), as the features declare them. */
export function adminTabsOf(modules: readonly FeatureModule[]): AdminTab[] {
  return modules.flatMap((m) => m.adminTabs ?? []).sort((a, b) => a.order - b.order);
}
