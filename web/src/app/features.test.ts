import { adminTabsOf, dashboardOf } from '../features/admin/adminTabs';
import { adminModules } from '../features/admin/dashboard.testing';
import { SESSION_TAG } from '../lib/api';
import { features } from './features';

describe('feature registry', () => {
  it('gives each tag one owner: a feature, or the API slice itself for the session', () => {
    const declared = [SESSION_TAG, ...features.flatMap((f) => f.tags ?? [])];
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('builds the admin tabs in the spec order, with unique ids', () => {
    const tabs = adminTabsOf(features);
    expect(tabs.map((t) => t.id)).toEqual([
      'applications', 'sponsors', 'claim-requests', 'users', 'battlers', 'events', 'videos', 'settings', 'insights',
    ]);
    expect(tabs.filter((t) => t.hiddenOnMobile).map((t) => t.id)).toEqual(['claim-requests']);
  });

  it("gives the admin page the tabs and status lines its tests use (features/admin/dashboard.testing.ts)", () => {
    expect(dashboardOf(features)).toEqual(dashboardOf(adminModules));
  });

  it('names every feature once', () => {
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
