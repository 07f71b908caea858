/** The Events screen's addresses (public §2), in one place for the list, the landing page and battler history. */

export const EVENTS_PATH = '/events';

/** Where 'View Videos' goes. */
export function eventPath(eventId: string): string {
  return `${EVENTS_PATH}/${encodeURIComponent(eventId)}`;
}

/** The landing page's links select the event through the query instead (public §2). */
export function eventQueryPath(eventId: string): string {
  return `${EVENTS_PATH}?event=${encodeURIComponent(eventId)}`;
}

/** How the screen was reached from a battler page (from=battler&battlerid=X). */
export interface Origin {
  from: string | null;
  battlerId: string | null;
}

/** The event with one video's player open, keeping the battler origin so Back still returns there. */
export function videoPath(eventId: string, videoId: string, origin?: Origin): string {
  const q = new URLSearchParams({ video: videoId });
  if (origin?.from) q.set('from', origin.from);
  if (origin?.battlerId) q.set('battlerid', origin.battlerId);
  return `${eventPath(eventId)}?${q.toString()}`;
}

export function battlerPath(battlerId: string): string {
  return `/battlers/${encodeURIComponent(battlerId)}`;
}

/** What an event remembers of the list it was opened from: its search and sort, to go back to. */
export interface ListState {
  listSearch: string;
}

/** The history state an event link carries from the list at `location` (none from elsewhere). */
export function listState(location: { pathname: string; search: string }): ListState | undefined {
  return location.pathname === EVENTS_PATH && location.search ? { listSearch: location.search } : undefined;
}

/** Back from an event: to the battler it was opened from, else to the list as it was left. */
export function backTarget(origin: Origin, state?: unknown): { to: string; label: string } {
  if (origin.from === 'battler' && origin.battlerId) return { to: battlerPath(origin.battlerId), label: 'Back to Battler' };
  const search = (state as Partial<ListState> | null | undefined)?.listSearch;
  return { to: typeof search === 'string' && search.startsWith('?') ? `${EVENTS_PATH}${search}` : EVENTS_PATH, label: 'Back to Events' };
}
