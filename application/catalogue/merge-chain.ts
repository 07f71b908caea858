import { type BattlerState, battlerDecider, battlerStream } from '../../domain/battler/battler';
import { loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';

/** A merge into a merged battler is refused, so a chain is short; the bound only guards a damaged log. */
const MAX_CHAIN = 50;

/**
 * Where a battler's id leads once merges are followed (issue 13): the battler itself,
 * or the one it was merged into, and so on. `path` lists every battler passed,
 * the start first and the end last.
 */
export async function followMerges(events: EventStore, battlerId: string): Promise<{ id: string; state: BattlerState; path: BattlerState[] }> {
  const path: BattlerState[] = [];
  let id = battlerId;
  for (let i = 0; i < MAX_CHAIN; i++) {
    const { state } = await loadStream(events, battlerStream(id), battlerDecider);
    path.push(state);
    if (!state.mergedInto || path.some((s) => s.battlerId === state.mergedInto)) return { id, state, path };
    id = state.mergedInto;
  }
  return { id, state: path[path.length - 1], path };
}
