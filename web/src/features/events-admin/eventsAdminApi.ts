import type { LeagueEvent } from '../catalogue';
import { CATALOGUE_TAGS } from '../catalogue/tags';
import { api } from './api';

export interface EventJsonUpdate {
  title: string;
  description: string;
  /** ISO date-time, or null for 'TBA' */
  eventDate: string | null;
  /** only `null`, to clear the thumbnail */
  thumbnailUrl?: null;
}

export interface DeleteEventResult {
  message: string;
  deletedVideos: number;
}

const id = encodeURIComponent;

/** The Events tab's JSON writes; creating an event and a new thumbnail go as multipart (large-upload). */
export const eventsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateEvent: build.mutation<LeagueEvent, { id: string; body: EventJsonUpdate }>({
      query: ({ id: eventId, body }) => ({ url: `/api/admin/events/${id(eventId)}`, method: 'PUT', body }),
      // the sponsorship applications show their selected events' current titles
      invalidatesTags: ['Events', 'Videos', 'SponsorshipApplications'],
    }),
    deleteEvent: build.mutation<DeleteEventResult, string>({
      query: (eventId) => ({ url: `/api/admin/events/${id(eventId)}`, method: 'DELETE' }),
      // an application's deleted event shows as gone; the deletion is an audit line
      invalidatesTags: [...CATALOGUE_TAGS, 'SponsorshipApplications', 'Audit'],
    }),
  }),
});

export const { useUpdateEventMutation, useDeleteEventMutation } = eventsAdminApi;
