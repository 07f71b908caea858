import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import { QUOTA_TIME_ZONE, QUOTA_WOULD_BE_EXCEEDED } from './limits';
import type { YoutubeQuotaEvent } from './youtube';

/** The day's limits (configurable: YOUTUBE_SEARCH_CALLS_PER_DAY, YOUTUBE_UNITS_PER_DAY). */
export interface QuotaLimits {
  searchCallsPerDay: number;
  unitsPerDay: number;
}

export interface QuotaState {
  searchCalls: number;
  units: number;
  /** Google said so: nothing more that day, whatever the ledger counts */
  exhausted: boolean;
}

export const initialQuotaState: QuotaState = { searchCalls: 0, units: 0, exhausted: false };

export type QuotaCommand =
  | { type: 'Spend'; day: string; searchCalls: number; units: number; purpose: 'search' | 'videos' | 'test'; limits: QuotaLimits }
  | { type: 'MarkExhausted'; day: string; reason: string };

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The quota day (YYYY-MM-DD) at this instant: Google resets at midnight Pacific time, DST included. */
export const quotaDay = (at: Date): string => dayFormat.format(at);

export function evolve(state: QuotaState, event: YoutubeQuotaEvent): QuotaState {
  switch (event.type) {
    case 'YoutubeQuotaSpent':
      return { ...state, searchCalls: state.searchCalls + event.data.searchCalls, units: state.units + event.data.units };
    case 'YoutubeQuotaExhausted':
      return { ...state, exhausted: true };
  }
}

/** Whether a sync can start: one search and one videos.list left. */
export const canStartSync = (state: QuotaState, limits: QuotaLimits) =>
  !state.exhausted && state.searchCalls < limits.searchCallsPerDay && state.units < limits.unitsPerDay;

export function decide(command: QuotaCommand, state: QuotaState): YoutubeQuotaEvent[] {
  switch (command.type) {
    case 'Spend': {
      const { limits } = command;
      if (state.exhausted
        || state.searchCalls + command.searchCalls > limits.searchCallsPerDay
        || state.units + command.units > limits.unitsPerDay) throw conflict(QUOTA_WOULD_BE_EXCEEDED);
      return [{ type: 'YoutubeQuotaSpent', data: { day: command.day, searchCalls: command.searchCalls, units: command.units, purpose: command.purpose } }];
    }
    case 'MarkExhausted':
      if (state.exhausted) return [];
      return [{ type: 'YoutubeQuotaExhausted', data: { day: command.day, reason: command.reason } }];
  }
}

export const quotaDecider: Decider<QuotaCommand, QuotaState, YoutubeQuotaEvent> = { initialState: initialQuotaState, evolve, decide };
