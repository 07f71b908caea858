import { inject, injectable } from 'inversify';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type ClaimForm, claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import {
  APPROVAL_BATTLER_CLAIMED, APPROVAL_USER_HAS_BATTLER, BATTLER_ALREADY_CLAIMED, USER_HAS_BATTLER,
} from '../../domain/claim-request/limits';
import { conflict, notFound } from '../../domain/shared/errors';
import { followMerges } from '../catalogue';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { ClaimQueries } from './claim-queries';

/**
 * Claim requests: RequestClaim and ReviewClaim. The claimant's rules (one pending
 * request, one per battler, none once owning a battler) are atomic on the claimant's
 * stream. What lives on the battler (claimed by someone else) is read from the
 * battler's stream just before, so the common case is a plain 409; the race it leaves
 * open is closed by the ClaimOwnership reactor: an approval whose battler was claimed
 * meanwhile is undone there, and a request for a battler claimed meanwhile is rejected.
 * "The user owns a battler" is also read from the battlers read model, for owners
 * the claimant stream does not know of (none today; it costs one read).
 */
@injectable()
export class ClaimCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(ClaimQueries) private readonly queries: ClaimQueries,
  ) {}

  async request(userId: string, battlerId: string, form: ClaimForm, ctx: CommandContext): Promise<{ id: string; position: number }> {
    const battler = await this.battler(battlerId);
    // merged into another: the battler to ask for is that one (the battler decider calls it not found too)
    if (battler.mergedInto) throw notFound('Battler not found');
    if (battler.userId === userId) throw conflict(USER_HAS_BATTLER);
    if (battler.userId) throw conflict(BATTLER_ALREADY_CLAIMED);
    if (await this.queries.claimedBattler(userId)) throw conflict(USER_HAS_BATTLER);
    const requestId = this.ids.next();
    const deletedOwnedBattlerId = await this.deletedOwnedBattler(userId);
    const { position } = await handleCommand(this.events, claimantStream(userId), claimRequestDecider,
      { type: 'RequestClaim', requestId, userId, battlerId, battlerName: battler.name, ...form, deletedOwnedBattlerId }, ctx);
    return { id: requestId, position };
  }

  async review(requestId: string, review: { status: 'approved' | 'rejected'; reviewNotes: string | null }, reviewerId: string,
    ctx: CommandContext): Promise<number> {
    const view = await this.view(requestId);
    if (review.status === 'approved') {
      const battler = await this.battler(view.battlerId);
      if (battler.userId && battler.userId !== view.userId) throw conflict(APPROVAL_BATTLER_CLAIMED);
      const owned = await this.queries.claimedBattler(view.userId);
      if (owned && owned.id !== view.battlerId) throw conflict(APPROVAL_USER_HAS_BATTLER);
    }
    const deletedOwnedBattlerId = review.status === 'approved' ? await this.deletedOwnedBattler(view.userId) : null;
    const { position } = await handleCommand(this.events, claimantStream(view.userId), claimRequestDecider,
      { type: 'ReviewClaim', requestId, status: review.status, reviewNotes: review.reviewNotes, reviewerId, deletedOwnedBattlerId }, ctx);
    return position;
  }

  /** Why the ownership reactor undid this request's approval, if it did (the approving call answers 409 with it). */
  async undoneApproval(requestId: string): Promise<string | null> {
    const view = await this.queries.byId(requestId);
    if (!view) return null;
    const { state } = await loadStream(this.events, claimantStream(view.userId), claimRequestDecider);
    const request = state.requests[requestId];
    return request && request.status !== 'approved' ? request.revertReason : null;
  }

  async delete(requestId: string, actorId: string, ctx: CommandContext): Promise<number> {
    const view = await this.view(requestId);
    const { position } = await handleCommand(this.events, claimantStream(view.userId), claimRequestDecider,
      { type: 'DeleteClaimRequest', requestId, actorId }, ctx);
    return position;
  }

  /**
   * The battler an approval gave this user, if the user no longer owns it nor what it
   * became: an admin deleted it (or the battler it was merged into), or it was merged into
   * a battler that kept another owner (a merge racing a claim). The user then owns nothing
   * and may claim again; otherwise the claimant stream would refuse them for ever. Both
   * are final, so this read cannot go stale. (The battler itself is not asked for its
   * owner: right after an approval, the claim has not reached it yet.)
   */
  private async deletedOwnedBattler(userId: string): Promise<string | null> {
    const owned = (await loadStream(this.events, claimantStream(userId), claimRequestDecider)).state.ownedBattlerId;
    if (!owned) return null;
    const end = await followMerges(this.events, owned);
    const mergedAway = end.id !== owned && end.state.userId !== userId;
    return end.path.some((battler) => battler.deleted) || mergedAway ? owned : null;
  }

  private async view(requestId: string) {
    const view = await this.queries.byId(requestId);
    if (!view) throw notFound('Claim request not found');
    return view;
  }

  private async battler(battlerId: string) {
    const { state } = await loadStream(this.events, battlerStream(battlerId), battlerDecider);
    if (!state.exists || state.deleted) throw notFound('Battler not found');
    return state;
  }
}
