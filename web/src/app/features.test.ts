import { adminTabsOf } from '../features/admin/adminTabs';
import { TAG_TYPES } from './api';
import { features } from './features';

describe('feature registry', () => {
  it('gives the API slice exactly the tags the modules declare, each owned by one feature', () => {
    const declared = features.flatMap((f) => f.tags ?? []);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...TAG_TYPES].sort());
  });

  it('builds the admin tabs in the spec order, with unique ids', () => {
    const tabs = adminTabsOf(features);
    expect(tabs.map((t) => t.id)).toEqual([
      'applications', 'sponsors', 'claim-requests', 'users', 'battlers', 'events', 'videos', 'settings',
    ]);
    expect(tabs.filter((t) => t.hiddenOnMobile).map((t) => t.id)).toEqual(['claim-requests']);
  });

  it('names every feature once', () => {
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
