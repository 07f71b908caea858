import { api } from '../api';
import type { OwnerProfileBody } from '../../../../../api/features/claims/schemas';
import type { Battler } from '../../catalogue';

export type { OwnerProfileBody };

const id = encodeURIComponent;

/** An owner's write changes what the battler's page, the roster and the settings page show. */
const ownerWrite = (battlerId: string) => [
  { type: 'Battlers' as const, id: battlerId },
  { type: 'Battlers' as const, id: 'LIST' },
  'ClaimedBattler' as const,
];

const imageForm = (field: string, file: File) => {
  const body = new FormData();
  body.append(field, file);
  return body;
};

/** The owner's controls over the battler they claimed (public §7). */
export const ownerApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateOwnerProfile: build.mutation<Battler, { battlerId: string; body: OwnerProfileBody }>({
      query: ({ battlerId, body }) => ({ url: `/api/battlers/${id(battlerId)}/profile`, method: 'PATCH', body }),
      invalidatesTags: (_r, error, { battlerId }) => (error ? [] : ownerWrite(battlerId)),
    }),
    uploadCoverImage: build.mutation<Battler, { battlerId: string; file: File }>({
      query: ({ battlerId, file }) => ({
        url: `/api/battlers/${id(battlerId)}/cover-image`, method: 'POST', body: imageForm('coverImage', file),
      }),
      invalidatesTags: (_r, error, { battlerId }) => (error ? [] : ownerWrite(battlerId)),
    }),
    deleteCoverImage: build.mutation<Battler, string>({
      query: (battlerId) => ({ url: `/api/battlers/${id(battlerId)}/cover-image`, method: 'DELETE' }),
      invalidatesTags: (_r, error, battlerId) => (error ? [] : ownerWrite(battlerId)),
    }),
    uploadProfileImage: build.mutation<Battler, { battlerId: string; file: File }>({
      query: ({ battlerId, file }) => ({
        url: `/api/battlers/${id(battlerId)}/profile-image`, method: 'POST', body: imageForm('profileImage', file),
      }),
      invalidatesTags: (_r, error, { battlerId }) => (error ? [] : ownerWrite(battlerId)),
    }),
    deleteProfileImage: build.mutation<Battler, string>({
      query: (battlerId) => ({ url: `/api/battlers/${id(battlerId)}/profile-image`, method: 'DELETE' }),
      invalidatesTags: (_r, error, battlerId) => (error ? [] : ownerWrite(battlerId)),
    }),
  }),
});

export const {
  useUpdateOwnerProfileMutation,
  useUploadCoverImageMutation,
  useDeleteCoverImageMutation,
  useUploadProfileImageMutation,
  useDeleteProfileImageMutation,
} = ownerApi;
