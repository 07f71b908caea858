import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';

import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from './limits';

export { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX };

export type LeagueEventEvent =
  | DomainEvent<'LeagueEventCreated', {
      eventId: string; title: string; description: string;
      eventDate: string | null; thumbnailUrl: string | null;
    }>
  | DomainEvent<'LeagueEventUpdated', {
      eventId: string; title: string; description: string;
      eventDate: string | null; thumbnailUrl: string | null;
      /** the thumbnail before this change, so the handler can delete a replaced file */
      previousThumbnailUrl: string | null;
    }>
  | DomainEvent<'LeagueEventDeleted', { eventId: string; title: string; thumbnailUrl: string | null }>;

export type LeagueEventCommand =
  | { type: 'CreateLeagueEvent'; eventId: string; title: string; description: string; eventDate: string | null; thumbnailUrl: string | null }
  /** thumbnailUrl: undefined keeps the current one, null clears it. */
  | { type: 'UpdateLeagueEvent'; title: string; description: string; eventDate: string | null; thumbnailUrl?: string | null }
  | { type: 'DeleteLeagueEvent' };

export interface LeagueEventState {
  exists: boolean;
  deleted: boolean;
  eventId: string | null;
  title: string;
  description: string;
  eventDate: string | null;
  thumbnailUrl: string | null;
}

export const initialLeagueEventState: LeagueEventState = {
  exists: false, deleted: false, eventId: null, title: '', description: '', eventDate: null, thumbnailUrl: null,
};

export const leagueEventStream = (eventId: string) => `league-event-${eventId}`;

export function evolve(state: LeagueEventState, event: LeagueEventEvent): LeagueEventState {
  switch (event.type) {
    case 'LeagueEventCreated': {
      const d = event.data;
      return { ...state, exists: true, deleted: false, eventId: d.eventId, title: d.title, description: d.description,
        eventDate: d.eventDate, thumbnailUrl: d.thumbnailUrl };
    }
    case 'LeagueEventUpdated': {
      const d = event.data;
      return { ...state, title: d.title, description: d.description, eventDate: d.eventDate, thumbnailUrl: d.thumbnailUrl };
    }
    case 'LeagueEventDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** Title, description and date as stored: trimmed, validated, a blank date is no date. */
function validFields(title: string, description: string, eventDate: string | null) {
  const t = (title ?? '').trim();
  if (!t) throw invalid('Please enter an event title');
  if (t.length > EVENT_TITLE_MAX) throw invalid(`Title must be at most ${EVENT_TITLE_MAX} characters`);
  const desc = (description ?? '').trim();
  if (desc.length > EVENT_DESCRIPTION_MAX) throw invalid(`Description must be at most ${EVENT_DESCRIPTION_MAX} characters`);
  const date = eventDate == null || eventDate.trim() === '' ? null : eventDate.trim();
  if (date !== null && Number.isNaN(Date.parse(date))) throw invalid('eventDate must be a valid date');
  return { title: t, description: desc, eventDate: date };
}

function requireEvent(state: LeagueEventState): string {
  if (!state.exists || state.deleted || !state.eventId) throw notFound('Event not found');
  return state.eventId;
}

export function decide(command: LeagueEventCommand, state: LeagueEventState): LeagueEventEvent[] {
  switch (command.type) {
    case 'CreateLeagueEvent': {
      if (state.exists) throw conflict('Event already exists');
      const fields = validFields(command.title, command.description, command.eventDate);
      return [{ type: 'LeagueEventCreated', data: { eventId: command.eventId, ...fields, thumbnailUrl: command.thumbnailUrl ?? null } }];
    }
    case 'UpdateLeagueEvent': {
      const eventId = requireEvent(state);
      const fields = validFields(command.title, command.description, command.eventDate);
      const thumbnailUrl = command.thumbnailUrl === undefined ? state.thumbnailUrl : command.thumbnailUrl;
      if (fields.title === state.title && fields.description === state.description
        && fields.eventDate === state.eventDate && thumbnailUrl === state.thumbnailUrl) return [];
      return [{ type: 'LeagueEventUpdated', data: { eventId, ...fields, thumbnailUrl, previousThumbnailUrl: state.thumbnailUrl } }];
    }
    case 'DeleteLeagueEvent': {
      const eventId = requireEvent(state);
      return [{ type: 'LeagueEventDeleted', data: { eventId, title: state.title, thumbnailUrl: state.thumbnailUrl } }];
    }
  }
}

export const leagueEventDecider: Decider<LeagueEventCommand, LeagueEventState, LeagueEventEvent> = {
  initialState: initialLeagueEventState,
  evolve,
  decide,
};
