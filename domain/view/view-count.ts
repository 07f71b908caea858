import type { Decider } from '../shared/decider';
import type { ViewCountEvent } from './view-events';

/** One viewer counts at most once per video per hour. */
export const COUNT_WINDOW_MS = 60 * 60 * 1000;

export type ViewCountCommand = { type: 'CountView'; videoId: string; viewerKey: string; viewId: string; at: string };

export interface ViewCountState {
  lastCountedAt: string | null;
}

export const viewCountStream = (videoId: string, viewerKey: string) => `view-count-${videoId}-${viewerKey}`;

export const viewCountDecider: Decider<ViewCountCommand, ViewCountState, ViewCountEvent> = {
  initialState: { lastCountedAt: null },
  evolve: (state, event) => (event.type === 'ViewCounted' ? { lastCountedAt: event.data.countedAt } : state),
  decide: (command, state) => {
    if (state.lastCountedAt && Date.parse(command.at) - Date.parse(state.lastCountedAt) < COUNT_WINDOW_MS) return [];
    return [{ type: 'ViewCounted', data: { videoId: command.videoId, viewerKey: command.viewerKey, viewId: command.viewId, countedAt: command.at } }];
  },
};
