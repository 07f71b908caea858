import { api } from '../api';
import type { ProcessingStatusWire, RebuildStartedWire } from '../../../../../api/features/operations/wire-types';

export type ProcessingStatus = ProcessingStatusWire;
export type ProcessorRow = ProcessingStatusWire['processors'][number];

/** The projectors and reactors, for admins (issue 14); polled while the card is on screen. */
export const projectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProcessingStatus: build.query<ProcessingStatus, void>({
      query: () => '/api/admin/projections',
      providesTags: ['ProcessingStatus'],
    }),
    retryProcessor: build.mutation<{ name: string; state: string }, string>({
      query: (name) => ({ url: `/api/admin/projections/${encodeURIComponent(name)}/retry`, method: 'POST' }),
      invalidatesTags: ['ProcessingStatus'],
    }),
    rebuildProjector: build.mutation<RebuildStartedWire, string>({
      query: (name) => ({ url: `/api/admin/projections/${encodeURIComponent(name)}/rebuild`, method: 'POST' }),
      invalidatesTags: ['ProcessingStatus'],
    }),
  }),
});

export const { useGetProcessingStatusQuery, useRetryProcessorMutation, useRebuildProjectorMutation } = projectionsApi;
