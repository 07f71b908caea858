import { inject, injectable } from 'inversify';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { TOKENS } from '../tokens';

/**
 * A deleted battler's name is free again: `BattlerDeleted` releases its
 * `battler_name-*` reservation. The release is the reservation's own (owner only,
 * and a second release records nothing), so a replay changes nothing.
 */
@injectable()
export class BattlerNameRelease {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) events: EventStore,
    @inject(TOKENS.Clock) clock: Clock,
  ) {
    this.reactor = defineReactor({
      name: 'battler_names',
      handles: ['BattlerDeleted'],
      async react(event) {
        const { battlerId, name } = event.data;
        await handleCommand(events, reservationStream('battler_name', name), reservationDecider,
          { type: 'Release', kind: 'battler_name', value: name, ownerId: battlerId },
          { actorId: event.metadata.actorId, correlationId: event.metadata.correlationId, causationId: event.id, at: clock.now() });
      },
    });
  }
}
