import type { FirstData } from '../lib/featureModule';
import type { AppDispatch, AppStore } from './store';

interface Subscription { unsubscribe(): void }

function isSubscription(value: unknown): value is Subscription {
  return typeof value === 'object' && value !== null && typeof (value as Subscription).unsubscribe === 'function';
}

/** A route the address matched: the router's own matches, so the route table is not ranked twice. */
export interface MatchedRoute { route: { handle?: unknown } }

/**
 * Starts the matched routes' first data and resolves when it is in (or after `waitMs`,
 * whichever is first: a slow answer must not hold the page). Returns the release of the
 * subscriptions it made, to call once the page has rendered and holds its own.
 */
export async function loadFirstData(store: AppStore, matches: readonly MatchedRoute[], search: string, waitMs: number): Promise<() => void> {
  const subscriptions: Subscription[] = [];
  const dispatch = ((action: Parameters<AppDispatch>[0]) => {
    const result = store.dispatch(action);
    if (isSubscription(result)) subscriptions.push(result);
    return result;
  }) as AppDispatch;
  const query = new URLSearchParams(search);
  const work = matches.map((m) => {
    const firstData = (m.route.handle as { firstData?: FirstData } | undefined)?.firstData;
    return firstData?.(dispatch, query);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(work),
    new Promise((resolve) => { timer = setTimeout(resolve, waitMs); }),
  ]);
  clearTimeout(timer);
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
