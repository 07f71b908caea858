import { api } from '../api';
import type { AppDispatch } from '../../../lib/hooks';
import { serverMessage } from '../../../lib/errors';
import { uploadWithProgress } from '../../../lib/upload';
import type { AdminBattler, LeagueEvent, Video } from '../types';
import type { VideoFields } from '../../../../../api/features/catalogue/schemas';

/** Every catalogue write refreshes these, so the public lists follow (docs/api-catalogue.md). */
export const CATALOGUE_TAGS = ['Events', 'Videos', 'Battlers'] as const;

export interface EventJsonUpdate {
  title: string;
  description: string;
  /** ISO date-time, or null for 'TBA' */
  eventDate: string | null;
  /** only `null`, to clear the thumbnail */
  thumbnailUrl?: null;
}

export type { VideoFields };

export type BattlerPatch = Partial<
  Pick<AdminBattler, 'tagline' | 'quote' | 'isRetired' | 'isHallOfFame' | 'isDeceased' | 'deceasedDate' | 'memorialNotes'>
>;

export interface DeleteEventResult {
  message: string;
  deletedVideos: number;
}

/** One background transcoding job (GET /api/admin/renditions, admin only; issue 4). */
export interface RenditionJob {
  videoId: string;
  /** '720p' … */
  quality: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  /** 0–100, one decimal */
  percent: number;
}

const id = encodeURIComponent;

export const catalogueAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminVideos: build.query<Video[], void>({
      query: () => '/api/admin/videos',
      providesTags: [{ type: 'Videos', id: 'ADMIN' }],
    }),
    /** The jobs known since the server started; polled by `useRenditionJobs` while any is unfinished. */
    getRenditionJobs: build.query<RenditionJob[], void>({
      query: () => '/api/admin/renditions',
      // under 'Videos', so a catalogue write (an upload plans new jobs) refetches it
      providesTags: [{ type: 'Videos', id: 'RENDITIONS' }],
    }),
    getAdminBattlers: build.query<AdminBattler[], void>({
      query: () => '/api/admin/battlers',
      providesTags: [{ type: 'Battlers', id: 'ADMIN' }],
    }),
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
    updateVideo: build.mutation<Video, { id: string; body: VideoFields & { thumbnailUrl?: null } }>({
      query: ({ id: videoId, body }) => ({ url: `/api/admin/videos/${id(videoId)}`, method: 'PUT', body }),
      invalidatesTags: [...CATALOGUE_TAGS],
    }),
    deleteVideo: build.mutation<{ message: string }, string>({
      query: (videoId) => ({ url: `/api/admin/videos/${id(videoId)}`, method: 'DELETE' }),
      invalidatesTags: [...CATALOGUE_TAGS, 'Audit'],
    }),
    updateBattler: build.mutation<AdminBattler, { id: string; patch: BattlerPatch }>({
      query: ({ id: battlerId, patch }) => ({ url: `/api/admin/battlers/${id(battlerId)}`, method: 'PATCH', body: patch }),
      invalidatesTags: ['Battlers', 'Audit'],
    }),
    deleteBattler: build.mutation<{ message: string }, string>({
      query: (battlerId) => ({ url: `/api/admin/battlers/${id(battlerId)}`, method: 'DELETE' }),
      // the claim requests show their battler as it is now (and its pending ones are rejected)
      invalidatesTags: ['Battlers', 'ClaimRequests', 'Audit'],
    }),
    uploadBattlerImage: build.mutation<AdminBattler, { id: string; file: File }>({
      query: ({ id: battlerId, file }) => {
        const body = new FormData();
        body.append('profileImage', file);
        return { url: `/api/admin/battlers/${id(battlerId)}/profile-image`, method: 'POST', body };
      },
      invalidatesTags: ['Battlers', 'Audit'],
    }),
    deleteBattlerImage: build.mutation<AdminBattler, string>({
      query: (battlerId) => ({ url: `/api/admin/battlers/${id(battlerId)}/profile-image`, method: 'DELETE' }),
      invalidatesTags: ['Battlers', 'Audit'],
    }),
    updateAllWinRates: build.mutation<{ message: string; updated: number }, void>({
      query: () => ({ url: '/api/admin/battlers/update-win-rates', method: 'POST' }),
      invalidatesTags: ['Battlers'],
    }),
    updateWinRate: build.mutation<{ message: string; battler: AdminBattler }, string>({
      query: (battlerId) => ({ url: `/api/admin/battlers/${id(battlerId)}/update-win-rate`, method: 'POST' }),
      invalidatesTags: ['Battlers'],
    }),
  }),
});

export const {
  useGetAdminVideosQuery,
  useGetRenditionJobsQuery,
  useGetAdminBattlersQuery,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useUpdateVideoMutation,
  useDeleteVideoMutation,
  useUpdateBattlerMutation,
  useDeleteBattlerMutation,
  useUploadBattlerImageMutation,
  useDeleteBattlerImageMutation,
  useUpdateAllWinRatesMutation,
  useUpdateWinRateMutation,
} = catalogueAdminApi;

/** A multipart body: text fields first (booleans as 'true'/'false'), then the files. */
export function toFormData(fields: Record<string, string | boolean | null | undefined>, files: Record<string, Blob | null | undefined> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'boolean' ? String(value) : value);
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) form.append(key, file, file instanceof File ? file.name : `${key}.jpg`);
  }
  return form;
}

/**
 * A multipart create or update through XHR (for its progress); on success the catalogue
 * caches are invalidated so every list refetches.
 */
export async function sendCatalogueForm<T>(
  dispatch: AppDispatch,
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const result = await uploadWithProgress<T>(url, form, onProgress, method);
  dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
  return result;
}

/** The server's message, else '{prefix}: {status}' ('Update failed: 500', 'Upload failed: 413'). */
export function failure(err: unknown, prefix: 'Update failed' | 'Upload failed'): string {
  const own = serverMessage(err);
  if (own) return own;
  const status = typeof err === 'object' && err !== null && 'status' in err ? String((err as { status: unknown }).status) : 'error';
  return `${prefix}: ${status}`;
}
