import { lazy } from 'react';

/** The reach panel, loaded when a sponsorship's reach is opened (the chart stays out of every first load). */
export const LazyReachPanel = lazy(() => import('./ReachPanel'));

/** The events' reach rows, shared with the admins' insights. */
export { EventReachRows } from './EventReachRows';
export { formatCount, formatWatchTime } from './format';
