/**
 * The two view-tracking calls (public §7). Failures are only logged, never shown (§8), and
 * never retried: start and update are rate-limited per address.
 */

export interface ViewProgress {
  /** seconds actually spent playing (wall-clock) */
  watchedDuration: number;
  /** furthest position / duration × 100, one decimal */
  completionPercentage: number;
}

export interface ViewUpdateResult {
  qualified: boolean;
  counted: boolean;
}

const warn = (what: string, detail: unknown) => console.warn(`View tracking: ${what} failed`, detail);

const base = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}`;

async function send(url: string, method: 'POST' | 'PATCH', body: unknown, keepalive = false): Promise<Response> {
  return fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // a close or page hide must still get its last report out (sendBeacon can only POST)
    keepalive,
  });
}

/** POST start-view → the viewId, or null when it failed (logged). */
export async function startView(videoId: string, sessionId: string): Promise<string | null> {
  try {
    const res = await send(`${base(videoId)}/start-view`, 'POST', { sessionId });
    if (!res.ok) {
      warn('start-view', `${res.status} ${res.statusText}`.trim());
      return null;
    }
    const data = (await res.json()) as { viewId?: unknown };
    if (typeof data.viewId !== 'string' || !data.viewId) {
      warn('start-view', 'no viewId in the answer');
      return null;
    }
    return data.viewId;
  } catch (err) {
    warn('start-view', err);
    return null;
  }
}

/** PATCH update-view → { qualified, counted }, or null when it failed (logged). */
export async function updateView(
  videoId: string,
  viewId: string,
  progress: ViewProgress,
  keepalive = false,
): Promise<ViewUpdateResult | null> {
  try {
    const res = await send(`${base(videoId)}/update-view`, 'PATCH', { viewId, ...progress }, keepalive);
    if (!res.ok) {
      warn('update-view', `${res.status} ${res.statusText}`.trim());
      return null;
    }
    const data = (await res.json().catch(() => ({}))) as Partial<ViewUpdateResult>;
    return { qualified: data.qualified === true, counted: data.counted === true };
  } catch (err) {
    warn('update-view', err);
    return null;
  }
}
