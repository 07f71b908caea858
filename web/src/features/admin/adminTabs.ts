import type { ComponentType } from 'react';
import type { AdminStatusProps, AdminTab, FeatureModule } from '../../lib/featureModule';

/** The dashboard's tabs in the spec's order (admin §2), as the features declare them. */
export function adminTabsOf(modules: readonly FeatureModule[]): AdminTab[] {
  return modules.flatMap((m) => m.adminTabs ?? []).sort((a, b) => a.order - b.order);
}

/** What the admin page shows of the features: their tabs and their status lines. */
export interface AdminDashboard {
  tabs: readonly AdminTab[];
  statuses: readonly { name: string; Status: ComponentType<AdminStatusProps> }[];
}

export function dashboardOf(modules: readonly FeatureModule[]): AdminDashboard {
  return {
    tabs: adminTabsOf(modules),
    statuses: modules.flatMap((f) => (f.AdminStatus ? [{ name: f.name, Status: f.AdminStatus }] : [])),
  };
}
