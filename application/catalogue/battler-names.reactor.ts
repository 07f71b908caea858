import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import { reactor } from '../reactors/reactor';

/** The battlers merged into this one, and into those, and so on. */
async function absorbedBy(events: EventStore, battlerId: string, seen = new Set<string>()): Promise<{ battlerId: string; name: string }[]> {
  seen.add(battlerId);
  const { state } = await loadStream(events, battlerStream(battlerId), battlerDecider);
  const found: { battlerId: string; name: string }[] = [];
  for (const id of state.absorbed) {
    if (seen.has(id)) continue;
    const { state: merged } = await loadStream(events, battlerStream(id), battlerDecider);
    found.push({ battlerId: id, name: merged.name }, ...await absorbedBy(events, id, seen));
  }
  return found;
}

/**
 * A deleted battler's name is free again: `BattlerDeleted` releases its
 * `battler_name-*` reservation. The release is the reservation's own (owner only,
 * and a second release records nothing), so a replay changes nothing. The names of
 * battlers merged into it, kept as its aliases, are released with it.
 */
export const battlerNameRelease = reactor({
  name: 'battler_names',
  handles: ['BattlerDeleted'],
  async react(event, { events, context }) {
    const ctx = context();
    const release = (battlerId: string, name: string) => handleCommand(events, reservationStream('battler_name', name), reservationDecider,
      { type: 'Release', kind: 'battler_name', value: name, ownerId: battlerId }, ctx);
    await release(event.data.battlerId, event.data.name);
    // the names merged into it were its aliases (issue 13): they go with it
    for (const merged of await absorbedBy(events, event.data.battlerId)) await release(merged.battlerId, merged.name);
  },
});
