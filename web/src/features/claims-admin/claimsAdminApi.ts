import { api } from './api';
import type { MessageResponse } from '../../lib/types';

import type { ClaimReviewBody } from '../../../../api/features/claims/schemas';
import type { AdminClaimRequestWire } from '../../../../api/wire-types';

export type AdminClaimRequest = AdminClaimRequestWire;

const path = (id: string) => encodeURIComponent(id);

export const claimsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClaimRequests: build.query<AdminClaimRequest[], void>({
      query: () => '/api/admin/claim-requests',
      providesTags: ['ClaimRequests'],
    }),
    reviewClaimRequest: build.mutation<AdminClaimRequest, { id: string } & ClaimReviewBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/claim-requests/${path(id)}/status`, method: 'PATCH', body }),
      // an approval sets the battler's owner (and rejects the other pending requests for it);
      // the admin may be the claimant, whose own claim and pending request change too
      invalidatesTags: ['ClaimRequests', 'Battlers', 'Audit', 'ClaimedBattler', 'PendingClaimRequest'],
    }),
    deleteClaimRequest: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/claim-requests/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ClaimRequests', 'Battlers', 'Audit', 'ClaimedBattler', 'PendingClaimRequest'],
    }),
  }),
});

export const { useGetClaimRequestsQuery, useReviewClaimRequestMutation, useDeleteClaimRequestMutation } = claimsAdminApi;
