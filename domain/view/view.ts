import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { ViewEvent } from './view-events';

/** A view qualifies after 30 seconds watched or 30 % completion (public §4). */
export const QUALIFY_SECONDS = 30;
export const QUALIFY_PERCENT = 30;
/** Reports arrive late and clocks differ a little: watched time may exceed the time since start by this much. */
export const WALL_CLOCK_ALLOWANCE_SECONDS = 5;
/** A rounding margin for a watched time reported against the probed duration. */
const DURATION_MARGIN_SECONDS = 1;

export type ViewCommand =
  | {
      type: 'StartView'; viewId: string; videoId: string; sessionId: string; userId: string | null; viewerKey: string;
      userAgent: string; at: string; videoDuration: number | null;
    }
  | { type: 'RecordViewProgress'; videoId: string; viewerKey: string; watchedDuration: number; completionPercentage: number; at: string };

export interface ViewState {
  viewId: string | null;
  videoId: string | null;
  viewerKey: string | null;
  startedAt: string | null;
  videoDuration: number | null;
  qualified: boolean;
}

export const initialViewState: ViewState = {
  viewId: null, videoId: null, viewerKey: null, startedAt: null, videoDuration: null, qualified: false,
};

export const viewStream = (viewId: string) => `view-${viewId}`;

export function evolve(state: ViewState, event: ViewEvent): ViewState {
  switch (event.type) {
    case 'ViewStarted': {
      const d = event.data;
      return { ...state, viewId: d.viewId, videoId: d.videoId, viewerKey: d.viewerKey, startedAt: d.startedAt, videoDuration: d.videoDuration };
    }
    case 'ViewQualified':
      return { ...state, qualified: true };
    default:
      return state;
  }
}

export function decide(command: ViewCommand, state: ViewState): ViewEvent[] {
  switch (command.type) {
    case 'StartView': {
      if (state.viewId) throw conflict('View already started');
      const sessionId = (command.sessionId ?? '').trim();
      if (!sessionId) throw invalid('sessionId is required');
      return [{ type: 'ViewStarted', data: {
        viewId: command.viewId, videoId: command.videoId, sessionId, userId: command.userId, viewerKey: command.viewerKey,
        userAgent: command.userAgent.slice(0, 300), startedAt: command.at, videoDuration: command.videoDuration,
      } }];
    }
    case 'RecordViewProgress': {
      if (!state.viewId || !state.startedAt) throw notFound('View not found');
      if (state.videoId !== command.videoId) throw forbidden('This view belongs to another video');
      if (state.viewerKey !== command.viewerKey) throw forbidden('This view belongs to another viewer');
      const { watchedDuration: watched, completionPercentage: percent } = command;
      const maxWatched = state.videoDuration === null ? Infinity : state.videoDuration + DURATION_MARGIN_SECONDS;
      if (!Number.isFinite(watched) || watched < 0 || watched > maxWatched) {
        throw invalid('watchedDuration must be between 0 and the video\'s duration');
      }
      if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw invalid('completionPercentage must be between 0 and 100');
      const elapsed = (Date.parse(command.at) - Date.parse(state.startedAt)) / 1000;
      if (watched > elapsed + WALL_CLOCK_ALLOWANCE_SECONDS) {
        throw invalid('watchedDuration is more than the time since the view started');
      }
      const data = { viewId: state.viewId, videoId: command.videoId, viewerKey: command.viewerKey, watchedDuration: watched, completionPercentage: percent };
      const events: ViewEvent[] = [{ type: 'ViewProgressRecorded', data }];
      if (!state.qualified && (watched >= QUALIFY_SECONDS || percent >= QUALIFY_PERCENT)) events.push({ type: 'ViewQualified', data });
      return events;
    }
  }
}

export const viewDecider: Decider<ViewCommand, ViewState, ViewEvent> = { initialState: initialViewState, evolve, decide };
