import { afterWriteOrConflict } from '../../lib/api';
import type { MessageResponse } from '../../lib/types';
import type { Battler } from '../catalogue';
import { api } from './api';

import type { ClaimRequestBody, ClaimReviewBody } from '../../../../api/features/claims/schemas';
import type { AdminClaimRequestWire, ClaimRequestWire } from '../../../../api/features/claims/wire-types';

export type { ClaimRequestBody, ClaimRequestWire };
export type AdminClaimRequest = AdminClaimRequestWire;

const path = encodeURIComponent;

// a review or a delete settles the battler's owner (an approval rejects the other pending
// requests for it); the admin may be the claimant, whose own claim and pending request change too
const REVIEWED = ['ClaimRequests', 'Battlers', 'Audit', 'ClaimedBattler', 'PendingClaimRequest'] as const;

/** Both sides of a claim: the member's request (public §2, §7) and the admins' review of them (admin §2-§4). */
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
      query: ({ battlerId, body }) => ({ url: `/api/battlers/${path(battlerId)}/claim-request`, method: 'POST', body }),
      // a 409 (a claim pending from another tab, the battler or the member claimed meanwhile): show how things stand
      invalidatesTags: (r, error, { battlerId }) =>
        afterWriteOrConflict(['PendingClaimRequest', 'ClaimedBattler', { type: 'Battlers', id: battlerId }] as const)(r, error),
    }),
    getClaimRequests: build.query<AdminClaimRequest[], void>({
      query: () => '/api/admin/claim-requests',
      providesTags: ['ClaimRequests'],
    }),
    reviewClaimRequest: build.mutation<AdminClaimRequest, { id: string } & ClaimReviewBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/claim-requests/${path(id)}/status`, method: 'PATCH', body }),
      invalidatesTags: [...REVIEWED],
    }),
    deleteClaimRequest: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/claim-requests/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: [...REVIEWED],
    }),
  }),
});

export const {
  useGetClaimedBattlerQuery,
  useGetPendingClaimRequestQuery,
  useRequestClaimMutation,
  useGetClaimRequestsQuery,
  useReviewClaimRequestMutation,
  useDeleteClaimRequestMutation,
} = claimsApi;
