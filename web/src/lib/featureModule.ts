import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppDispatch } from './hooks';
import type { User } from './types';

/** What every admin panel is given: the signed-in admin (for rules like "not yourself"). */
export interface AdminPanelProps {
  viewer: User;
}

/** One tab of the admin dashboard, declared by the feature that owns the data it manages. */
export interface AdminTab {
  /** the `?tab=` value */
  id: string;
  /** the tab's text, verbatim from the admin spec §2 */
  label: string;
  /** position in the tab bar: the spec's order, in steps of 10 */
  order: number;
  /** lazy, so the admin code loads only when a tab is opened */
  Panel: ComponentType<AdminPanelProps>;
  /** the spec's mobile dropdown leaves some entries out */
  hiddenOnMobile?: boolean;
}

/** What a feature's admin-area status line is given: a way to switch the dashboard's tab. */
export interface AdminStatusProps {
  openTab: (id: string) => void;
}

/**
 * A web feature as the app sees it (app/features.ts lists them): its pages (children of
 * the root layout), its admin tabs, and the RTK Query tags its endpoints provide.
 */
export interface FeatureModule {
  name: string;
  routes?: readonly RouteObject[];
  adminTabs?: readonly AdminTab[];
  /** shown above the admin tabs on every tab, for work that outlives a tab (a running upload); lazy like the panels */
  AdminStatus?: ComponentType<AdminStatusProps>;
  /** the same list as the feature's tags.ts: the tags it owns (app/features.test.ts: no two features own one) */
  tags?: readonly string[];
}

/**
 * What a page asks for on its first render, started before that render (issue 15, the
 * phone's Total Blocking Time): the first render then has its data, and no answer arriving
 * a moment later re-renders the page in one long synchronous task (react-redux's store
 * updates are never time-sliced). A route names it in its `handle.firstData`; app/firstData.ts
 * starts every matched route's. The same GETs are preloaded by index.html's hints
 * (api/http/page-hints.ts), so waiting for them costs about nothing.
 */
export type FirstData = (dispatch: AppDispatch, search: URLSearchParams) => Promise<unknown> | void;
