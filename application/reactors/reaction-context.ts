import type { CommandContext } from '../command-handling';
import type { EventMetadata } from '../ports/event-store';
import type { Clock } from '../ports/services';
import type { ReactionOptions } from './reactor';

/**
 * The context of a reactor's commands: caused by the event, under its correlation id,
 * by `actorId` (default: whoever caused the event), at the clock's now, and fenced by
 * the reactor's lease, so that a holder that has lost it cannot append.
 */
export function reactionContext(
  event: { id: string; metadata: EventMetadata },
  options: { clock: Clock; actorId?: string | null } & ReactionOptions,
): CommandContext {
  const ctx: CommandContext = {
    actorId: options.actorId === undefined ? event.metadata.actorId : options.actorId,
    correlationId: event.metadata.correlationId,
    causationId: event.id,
    at: options.clock.now(),
  };
  if (options.fence) ctx.fence = options.fence;
  return ctx;
}
