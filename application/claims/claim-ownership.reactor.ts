import { type BattlerState, battlerDecider, battlerStream } from '../../domain/battler/battler';
import { claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import {
  APPROVAL_BATTLER_CLAIMED, APPROVAL_USER_HAS_BATTLER, AUTO_REJECTED_DELETED_NOTE, AUTO_REJECTED_MERGED_NOTE, AUTO_REJECTED_NOTE,
  autoRejectedMergedIntoNote, BATTLER_ALREADY_CLAIMED,
} from '../../domain/claim-request/limits';
import { DomainError } from '../../domain/shared/errors';
import { followMerges } from '../catalogue';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import { type Reaction, reactor } from '../reactors/reactor';
import { ClaimQueries } from './claim-queries';

export const CLAIM_OWNERSHIP = 'claim_ownership';

/** How long a BattlerClaimed turn waits for the claim requests read model to reach it before it is retried. */
const READ_MODEL_WAIT_MS = 5000;

/**
 * Carries an approval from the claimant's stream to the battler's (DESIGN §4b):
 * `ClaimBattler` makes the claimant the owner; when the battler refuses (claimed by
 * another user meanwhile, or deleted), the approval is undone on the claimant's
 * stream and the request is pending again. Once a battler is claimed, the other
 * pending requests for it are rejected with AUTO_REJECTED_NOTE, by the approving
 * admin; so is a request that reaches a battler already claimed. A battler deleted or
 * merged away can no longer be claimed: its pending requests are rejected with a note
 * saying so (AUTO_REJECTED_DELETED_NOTE, autoRejectedMergedIntoNote), by the admin who
 * deleted or merged it, and so is a request or an approval that reaches it afterwards.
 *
 * Every turn works from what the streams say now, not from the event: a redelivered
 * approval finds the battler already claimed by this user (ClaimBattler records
 * nothing) and a redelivered rejection finds nothing pending, so a crash between any
 * two appends, or a replay of the whole log, does each thing once.
 */
export const claimOwnership = reactor({
  name: CLAIM_OWNERSHIP,
  handles: ['ClaimRequestReviewed', 'BattlerClaimed', 'BattlerAbsorbed', 'BattlerMerged', 'BattlerDeleted', 'ClaimRequestSubmitted'],
  async react(event, reaction) {
    const { events } = reaction;
    const ctx = reaction.context();
    switch (event.type) {
      case 'ClaimRequestReviewed':
        if (event.data.status === 'approved') await claim(reaction, event.data.userId, event.data.requestId, ctx);
        return;
      case 'BattlerClaimed':
        await readModelAt(reaction, event.position);
        await rejectOthers(reaction, event.data.battlerId, event.data.claimRequestId, AUTO_REJECTED_NOTE, ctx);
        return;
      case 'BattlerAbsorbed':
        // a merge gave the battler the source's owner: the others' pending requests for it can no longer be approved
        if (!event.data.userId) return;
        await readModelAt(reaction, event.position);
        await rejectOthers(reaction, event.data.battlerId, null, AUTO_REJECTED_MERGED_NOTE, ctx);
        return;
      case 'BattlerMerged':
        // the merged battler can no longer be claimed (its page is the target's): its pending requests end here
        await readModelAt(reaction, event.position);
        await rejectOthers(reaction, event.data.battlerId, null, autoRejectedMergedIntoNote(event.data.targetName), ctx);
        return;
      case 'BattlerDeleted':
        // nothing is left to claim: its pending requests end here (they would hold their claimants' one pending slot)
        await readModelAt(reaction, event.position);
        await rejectOthers(reaction, event.data.battlerId, null, AUTO_REJECTED_DELETED_NOTE, ctx);
        return;
      case 'ClaimRequestSubmitted': {
        // a request that reached a battler deleted, merged or claimed since the route looked at it
        const { state } = await loadStream(events, battlerStream(event.data.battlerId), battlerDecider);
        const gone = await goneNote(events, state);
        if (gone) await autoReject(events, event.data.userId, event.data.requestId, ctx, gone);
        else if (state.userId && state.userId !== event.data.userId) await autoReject(events, event.data.userId, event.data.requestId, ctx);
        return;
      }
    }
  },
});

async function claim({ events, get }: Reaction, userId: string, requestId: string, ctx: CommandContext): Promise<void> {
  const stream = claimantStream(userId);
  const request = (await loadStream(events, stream, claimRequestDecider)).state.requests[requestId];
  if (!request || request.status !== 'approved') return;
  const owned = await get(ClaimQueries).claimedBattler(userId);
  if (owned && owned.id !== request.battlerId) {
    await handleCommand(events, stream, claimRequestDecider, { type: 'RevertApproval', requestId, reason: APPROVAL_USER_HAS_BATTLER }, ctx);
    return;
  }
  try {
    await handleCommand(events, battlerStream(request.battlerId), battlerDecider,
      { type: 'ClaimBattler', userId, claimRequestId: requestId }, ctx);
  } catch (err) {
    // another owner or no battler undo the approval; anything else (a busy store) is retried
    const refused = err instanceof DomainError
      && (err.kind === 'not_found' || (err.kind === 'conflict' && err.message === BATTLER_ALREADY_CLAIMED));
    if (!refused) throw err;
    const reason = err.kind === 'not_found' ? err.message : APPROVAL_BATTLER_CLAIMED;
    await handleCommand(events, stream, claimRequestDecider, { type: 'RevertApproval', requestId, reason }, ctx);
    if (err.kind !== 'not_found') return;
    // pending again on a battler that is gone (its own turn may have passed already): rejected, the reason kept
    const { state } = await loadStream(events, battlerStream(request.battlerId), battlerDecider);
    const gone = await goneNote(events, state);
    if (gone) await autoReject(events, userId, requestId, ctx, gone);
  }
}

/** Why a request for this battler can no longer be approved because it is gone (deleted or merged away), or null. */
async function goneNote(events: EventStore, battler: BattlerState): Promise<string | null> {
  if (battler.deleted) return AUTO_REJECTED_DELETED_NOTE;
  if (!battler.mergedInto) return null;
  const { state: end } = await followMerges(events, battler.mergedInto);
  return end.deleted || !end.exists ? AUTO_REJECTED_DELETED_NOTE : autoRejectedMergedIntoNote(end.name);
}

/** The candidates for an automatic rejection come from the read model: it must hold every request recorded before. */
async function readModelAt({ readModels }: Reaction, position: number): Promise<void> {
  if (!await readModels.waitFor(position, READ_MODEL_WAIT_MS))
    throw new Error('the claim requests read model has not reached the claim yet');
}

async function rejectOthers({ events, get }: Reaction, battlerId: string, approvedId: string | null, note: string,
  ctx: CommandContext): Promise<void> {
  for (const other of await get(ClaimQueries).forBattler(battlerId)) {
    if (other.id !== approvedId) await autoReject(events, other.userId, other.id, ctx, note);
  }
}

function autoReject(events: EventStore, userId: string, requestId: string, ctx: CommandContext, note = AUTO_REJECTED_NOTE) {
  return handleCommand(events, claimantStream(userId), claimRequestDecider,
    { type: 'AutoRejectClaim', requestId, note, reviewerId: ctx.actorId }, ctx);
}
