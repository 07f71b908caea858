import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useGetEventsQuery, useGetMainVideoQuery, type MainVideo } from '../catalogue';
import { MAIN_VIDEO_CANDIDATES, pastEvents, pickFeatured, secondaryEvents, type Featured } from './featured';
import type { LeagueEvent } from '../catalogue';

export type LatestBattles =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'empty' }
  | { status: 'ready'; featured: Featured; others: LeagueEvent[] };

/**
 * The landing page's data: the events list, then GET /api/events/{id}/main-video for each of
 * the (at most five) newest past events, as the spec's call list has it. The choice waits for
 * all five answers, so the featured card never switches under the visitor.
 */
export function useLatestBattles(): LatestBattles {
  const events = useGetEventsQuery(undefined);
  // "now" is fixed for the page view: an event crossing its start time mid-visit can wait
  const [now] = useState(() => Date.now());
  const past = useMemo(() => (events.data ? pastEvents(events.data, now) : []), [events.data, now]);
  const ids = past.slice(0, MAIN_VIDEO_CANDIDATES).map((e) => e.id);

  // hooks cannot loop: one call per candidate slot, idle when the slot is empty
  const probes = [
    useGetMainVideoQuery(ids[0] ?? skipToken),
    useGetMainVideoQuery(ids[1] ?? skipToken),
    useGetMainVideoQuery(ids[2] ?? skipToken),
    useGetMainVideoQuery(ids[3] ?? skipToken),
    useGetMainVideoQuery(ids[4] ?? skipToken),
  ].slice(0, ids.length);

  if (events.error) return { status: 'error', error: events.error, retry: events.refetch };
  if (!events.data) return { status: 'loading' };
  if (past.length === 0) return { status: 'empty' };
  if (!probes.every((p) => p.currentData !== undefined || p.isError)) return { status: 'loading' };

  // a failed probe falls back to what the list already says about that event
  const mainVideos: (MainVideo | null)[] = probes.map((p, i) => (p.isError ? past[i].mainVideo ?? null : p.currentData ?? null));
  const featured = pickFeatured(past, mainVideos)!;
  return { status: 'ready', featured, others: secondaryEvents(past, featured.event) };
}
