// No imports: the web reads this as a wire type (api/features/youtube/wire-types.ts).

/** The day's YouTube quota as the server counts it (Pacific-time day). */
export interface QuotaView {
  day: string;
  searchCallsUsed: number;
  searchCallsLimit: number;
  unitsUsed: number;
  unitsLimit: number;
  /** Google said the quota is exhausted, or the ledger has nothing left for a sync */
  exhausted: boolean;
}
