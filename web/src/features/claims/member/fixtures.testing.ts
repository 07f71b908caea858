import type { ClaimRequestWire } from '../claimsApi';

/** Long enough for the claim form's 50-character minimum. */
export const HISTORY = 'Ten years on the circuit: King of the Dot, URL, and every local league in between.';

/** A member's pending claim on Big Mike. */
export function claimRequest(over: Partial<ClaimRequestWire> = {}): ClaimRequestWire {
  return {
    id: 'cr-1',
    battlerId: 'b-1',
    userId: 'u-1',
    contactEmail: 'tester@example.com',
    contactPhone: null,
    battleVideos: ['https://youtu.be/abc'],
    battleHistory: HISTORY,
    additionalInfo: null,
    status: 'pending',
    reviewNotes: null,
    reviewedAt: null,
    createdAt: '2025-04-01T10:00:00.000Z',
    ...over,
  };
}
