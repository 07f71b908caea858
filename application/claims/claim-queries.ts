import { inject, injectable } from 'inversify';
import { BATTLERS, type BattlerView } from '../catalogue/read-model';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { USERS, type UserView } from '../users/read-model';
import { CLAIM_REQUESTS, type ClaimRequestView, newestFirst } from './read-model';

export interface AdminClaimRequestView extends ClaimRequestView {
  user: UserView | null;
  battler: BattlerView | null;
}

@injectable()
export class ClaimQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {}

  private get requests() {
    return this.store.collection<ClaimRequestView>(CLAIM_REQUESTS);
  }

  byId(id: string): Promise<ClaimRequestView | null> {
    return this.requests.get(id);
  }

  async pendingOf(userId: string): Promise<ClaimRequestView | null> {
    return (await this.requests.find({ userId, status: 'pending' })).sort(newestFirst)[0] ?? null;
  }

  /** Every request for a battler (any status): the ownership reactor's candidates for the automatic rejection. */
  forBattler(battlerId: string): Promise<ClaimRequestView[]> {
    return this.requests.find({ battlerId });
  }

  /** The battler the user owns, from the battlers read model (null when none). */
  async claimedBattler(userId: string): Promise<BattlerView | null> {
    const owned = await this.store.collection<BattlerView>(BATTLERS).find({ userId });
    return owned[0] ?? null;
  }

  /** The admin list, newest first, with the claimant and the battler as they are now (followed through a merge). */
  async all(): Promise<AdminClaimRequestView[]> {
    const requests = [...await this.requests.find({})].sort(newestFirst);
    return Promise.all(requests.map((r) => this.withNames(r)));
  }

  async adminById(id: string): Promise<AdminClaimRequestView | null> {
    const r = await this.byId(id);
    return r && this.withNames(r);
  }

  /** A battler merged away is joined as the one it was merged into (where its claim went); a deleted one is null. */
  private async withNames(r: ClaimRequestView): Promise<AdminClaimRequestView> {
    const [user, battler] = await Promise.all([
      this.store.collection<UserView>(USERS).get(r.userId),
      this.store.collection<BattlerView>(BATTLERS).get(r.battlerMergedInto ?? r.battlerId),
    ]);
    return { ...r, user, battler };
  }
}
