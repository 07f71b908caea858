import { api } from '../api';
import type { AdminSponsorshipTierWire, AdminSponsorWire } from '../../../../../api/features/sponsorship/wire-types';
import type { SponsorPatchBody, TierBody, TierUpdateBody } from '../../../../../api/features/sponsorship/schemas';

export type { AdminSponsorshipTierWire, AdminSponsorWire, SponsorPatchBody, TierBody, TierUpdateBody };

/** One step of a move: the tier and the displayOrder it takes. */
export interface TierOrderChange {
  id: string;
  displayOrder: number;
}

const id = encodeURIComponent;

export const sponsorsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSponsors: build.query<AdminSponsorWire[], void>({
      query: () => '/api/admin/sponsors',
      providesTags: [{ type: 'Sponsors', id: 'ADMIN' }],
    }),
    // 'Sponsors' as a whole: the public showcase shows the same fields, and so does the
    // Applications tab's review dialog
    updateSponsor: build.mutation<AdminSponsorWire, { id: string; body: SponsorPatchBody }>({
      query: ({ id: sponsorId, body }) => ({ url: `/api/admin/sponsors/${id(sponsorId)}`, method: 'PATCH', body }),
      invalidatesTags: ['Sponsors', 'SponsorshipApplications', 'Audit'],
    }),
    uploadSponsorLogo: build.mutation<{ logoUrl: string }, { id: string; file: File }>({
      query: ({ id: sponsorId, file }) => {
        const body = new FormData();
        body.append('logo', file);
        return { url: `/api/admin/sponsors/${id(sponsorId)}/logo`, method: 'POST', body };
      },
      // the server points the sponsor at the new logo at once and deletes the old file: a
      // cached sponsor would reopen the dialog with (and could save back) the deleted address
      invalidatesTags: (_r, error) => (error ? [] : ['Sponsors', 'SponsorshipApplications', 'Audit']),
    }),
    getAdminTiers: build.query<AdminSponsorshipTierWire[], void>({
      query: () => '/api/admin/sponsorship-tiers',
      providesTags: [{ type: 'SponsorshipTiers', id: 'ADMIN' }],
    }),
    createTier: build.mutation<AdminSponsorshipTierWire, TierBody>({
      query: (body) => ({ url: '/api/admin/sponsorship-tiers', method: 'POST', body }),
      invalidatesTags: ['SponsorshipTiers', 'Audit'],
    }),
    updateTier: build.mutation<AdminSponsorshipTierWire, { id: string; body: TierUpdateBody }>({
      query: ({ id: tierId, body }) => ({ url: `/api/admin/sponsorship-tiers/${id(tierId)}`, method: 'PUT', body }),
      invalidatesTags: ['SponsorshipTiers', 'Audit'],
    }),
    deleteTier: build.mutation<unknown, string>({
      query: (tierId) => ({ url: `/api/admin/sponsorship-tiers/${id(tierId)}`, method: 'DELETE' }),
      invalidatesTags: ['SponsorshipTiers', 'Audit'],
    }),
    /**
     * A move up or down: the two PUTs one after the other, then one refetch, so the
     * list never shows the half-swapped order. Stops at the first failure.
     */
    moveTier: build.mutation<null, readonly [TierOrderChange, TierOrderChange]>({
      async queryFn(changes, _api, _extra, baseQuery) {
        for (const change of changes) {
          const result = await baseQuery({
            url: `/api/admin/sponsorship-tiers/${id(change.id)}`,
            method: 'PUT',
            body: { displayOrder: change.displayOrder } satisfies TierUpdateBody,
          });
          if (result.error) return { error: result.error };
        }
        return { data: null };
      },
      invalidatesTags: ['SponsorshipTiers', 'Audit'],
    }),
  }),
});

export const {
  useGetAdminSponsorsQuery,
  useUpdateSponsorMutation,
  useUploadSponsorLogoMutation,
  useGetAdminTiersQuery,
  useCreateTierMutation,
  useUpdateTierMutation,
  useDeleteTierMutation,
  useMoveTierMutation,
} = sponsorsAdminApi;
