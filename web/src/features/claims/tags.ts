/**
 * The RTK Query tags this feature owns: its endpoints provide them. Public beside index.ts:
 * another feature whose endpoints name them takes them from here (its api.ts adds them to
 * the slice), and a leaf module, so that costs only the names.
 */
export const claimsTags = ['ClaimRequests', 'ClaimedBattler', 'PendingClaimRequest'] as const;
