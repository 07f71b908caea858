import { inject, injectable } from 'inversify';
import {
  battlerApplicationDecider, battlerApplicationsStream, wantsLink,
} from '../../domain/battler-application/battler-application';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { BattlerCommands, followMerges } from '../catalogue';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { TOKENS } from '../tokens';

/**
 * An approved battler application is linked to the battler of its name (found ignoring
 * case through the name reservation, or created); a rejection or deletion unlinks it.
 *
 * Each event brings the application to what its stream says now, not to what the event
 * said: a replayed approval of an application rejected since, or a delivery after a
 * crash half-way, then does exactly what is still missing, and a replay of the whole
 * log records nothing. The order of the two appends makes a crash between them safe:
 * the application records its battler before the battler records the link, and the
 * battler drops the link before the application forgets the battler, so the application
 * stream always names every battler that may hold its link.
 */
@injectable()
export class BattlerApplicationLinks {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BattlerCommands) private readonly battlers: BattlerCommands,
  ) {
    this.reactor = defineReactor({
      name: 'battler_application_links',
      handles: ['BattlerApplicationReviewed', 'BattlerApplicationDeleted'],
      react: async (event, reaction) => {
        const { userId, applicationId } = event.data;
        await this.settle(userId, applicationId, reactionContext(event, { clock: this.clock, fence: reaction?.fence }));
      },
    });
  }

  private application(userId: string, applicationId: string) {
    return loadStream(this.events, battlerApplicationsStream(userId), battlerApplicationDecider)
      .then(({ state }) => state.applications[applicationId]);
  }

  private async settle(userId: string, applicationId: string, ctx: CommandContext): Promise<void> {
    const stream = battlerApplicationsStream(userId);
    let app = await this.application(userId, applicationId);
    if (!app) return;
    if (!wantsLink(app)) {
      if (!app.battlerId) return;
      await handleCommand(this.events, battlerStream(await this.linkedTo(app.battlerId)), battlerDecider,
        { type: 'UnlinkApplication', applicationId, userId }, ctx);
      await handleCommand(this.events, stream, battlerApplicationDecider, { type: 'ClearBattlerLink', applicationId }, ctx);
      return;
    }
    if (app.battlerId) {
      const { state } = await loadStream(this.events, battlerStream(app.battlerId), battlerDecider);
      // its battler was deleted before the link was made: choose again by name
      if (!state.exists || state.deleted) {
        await handleCommand(this.events, stream, battlerApplicationDecider, { type: 'ClearBattlerLink', applicationId }, ctx);
        app = { ...app, battlerId: null };
      }
    }
    if (!app.battlerId) {
      const battler = await this.battlers.resolveByName(app.battlerName, ctx);
      await handleCommand(this.events, stream, battlerApplicationDecider, { type: 'RecordBattlerLink', applicationId, battlerId: battler.id }, ctx);
      app = await this.application(userId, applicationId);
      // reviewed again meanwhile: that event's turn settles it
      if (!app || !wantsLink(app) || app.battlerId !== battler.id) return;
    }
    await handleCommand(this.events, battlerStream(await this.linkedTo(app.battlerId as string)), battlerDecider,
      { type: 'LinkApplication', applicationId, userId }, ctx);
  }

  /** A merged battler's applications moved to the battler it was merged into (issue 13): links follow them there. */
  private async linkedTo(battlerId: string): Promise<string> {
    return (await followMerges(this.events, battlerId)).id;
  }
}
