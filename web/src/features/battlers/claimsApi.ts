import { afterWriteOrConflict } from '../../lib/api';
import { api } from './api';
import type { ClaimRequestWire } from '../../../../api/wire-types';
import type { ClaimRequestBody, OwnerProfileBody } from '../../../../api/features/claims/schemas';
import type { Battler } from '../catalogue';

export type { ClaimRequestBody, ClaimRequestWire, OwnerProfileBody };

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

/** The member's claim (public §2, §7) and the owner's controls over their battler. */
export const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClaimedBattler: build.query<Battler | null, void>({
      query: () => '/api/user/claimed-battler',
      providesTags: (battler) => (battler ? ['ClaimedBattler', { type: 'Battlers', id: battler.id }] : ['ClaimedBattler']),
    }),
    getPendingClaimRequest: build.query<ClaimRequestWire | null, void>({
      query: () => '/api/user/pending-claim-request',
      providesTags: ['PendingClaimRequest'],
    }),
    requestClaim: build.mutation<ClaimRequestWire, { battlerId: string; body: ClaimRequestBody }>({
      query: ({ battlerId, body }) => ({ url: `/api/battlers/${id(battlerId)}/claim-request`, method: 'POST', body }),
      // a 409 (a claim pending from another tab, the battler or the member claimed meanwhile): show how things stand
      invalidatesTags: (r, error, { battlerId }) =>
        afterWriteOrConflict(['PendingClaimRequest', 'ClaimedBattler', { type: 'Battlers', id: battlerId }] as const)(r, error),
    }),
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
  useGetClaimedBattlerQuery,
  useGetPendingClaimRequestQuery,
  useRequestClaimMutation,
  useUpdateOwnerProfileMutation,
  useUploadCoverImageMutation,
  useDeleteCoverImageMutation,
  useUploadProfileImageMutation,
  useDeleteProfileImageMutation,
} = claimsApi;
