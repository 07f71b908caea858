import type { Video } from '../catalogue';
import { CATALOGUE_TAGS } from '../catalogue/tags';
import type { VideoFields } from '../../../../api/features/catalogue/schemas';
import { api } from './api';

export type { VideoFields };

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

export const videosAdminApi = api.injectEndpoints({
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
    updateVideo: build.mutation<Video, { id: string; body: VideoFields & { thumbnailUrl?: null } }>({
      query: ({ id: videoId, body }) => ({ url: `/api/admin/videos/${id(videoId)}`, method: 'PUT', body }),
      invalidatesTags: [...CATALOGUE_TAGS],
    }),
    deleteVideo: build.mutation<{ message: string }, string>({
      query: (videoId) => ({ url: `/api/admin/videos/${id(videoId)}`, method: 'DELETE' }),
      invalidatesTags: [...CATALOGUE_TAGS, 'Audit'],
    }),
  }),
});

export const { useGetAdminVideosQuery, useGetRenditionJobsQuery, useUpdateVideoMutation, useDeleteVideoMutation } = videosAdminApi;
