import type { AdminBattler } from '../catalogue';
import { api } from './api';

export type BattlerPatch = Partial<
  Pick<AdminBattler, 'tagline' | 'quote' | 'isRetired' | 'isHallOfFame' | 'isDeceased' | 'deceasedDate' | 'memorialNotes'>
>;

const id = encodeURIComponent;

export const battlersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminBattlers: build.query<AdminBattler[], void>({
      query: () => '/api/admin/battlers',
      providesTags: [{ type: 'Battlers', id: 'ADMIN' }],
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
  useGetAdminBattlersQuery,
  useUpdateBattlerMutation,
  useDeleteBattlerMutation,
  useUploadBattlerImageMutation,
  useDeleteBattlerImageMutation,
  useUpdateAllWinRatesMutation,
  useUpdateWinRateMutation,
} = battlersAdminApi;
