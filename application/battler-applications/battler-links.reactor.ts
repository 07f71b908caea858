import {
  battlerApplicationDecider, battlerApplicationsStream, wantsLink,
} from '../../domain/battler-application/battler-application';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { BattlerCommands, followMerges } from '../catalogue';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import { reactor } from '../reactors/reactor';

export const BATTLER_APPLICATION_LINKS = 'battler_application_links';

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
export const battlerApplicationLinks = reactor({
  name: BATTLER_APPLICATION_LINKS,
  handles: ['BattlerApplicationReviewed', 'BattlerApplicationDeleted'],
  async react(event, { events, get, context }) {
    const { userId, applicationId } = event.data;
    await settle(events, get(BattlerCommands), userId, applicationId, context());
  },
});

function application(events: EventStore, userId: string, applicationId: string) {
  return loadStream(events, battlerApplicationsStream(userId), battlerApplicationDecider)
    .then(({ state }) => state.applications[applicationId]);
}

async function settle(events: EventStore, battlers: BattlerCommands, userId: string, applicationId: string, ctx: CommandContext): Promise<void> {
  const stream = battlerApplicationsStream(userId);
  let app = await application(events, userId, applicationId);
  if (!app) return;
  if (!wantsLink(app)) {
    if (!app.battlerId) return;
    await handleCommand(events, battlerStream(await linkedTo(events, app.battlerId)), battlerDecider,
      { type: 'UnlinkApplication', applicationId, userId }, ctx);
    await handleCommand(events, stream, battlerApplicationDecider, { type: 'ClearBattlerLink', applicationId }, ctx);
    return;
  }
  if (app.battlerId) {
    const { state } = await loadStream(events, battlerStream(app.battlerId), battlerDecider);
    // its battler was deleted before the link was made: choose again by name
    if (!state.exists || state.deleted) {
      await handleCommand(events, stream, battlerApplicationDecider, { type: 'ClearBattlerLink', applicationId }, ctx);
      app = { ...app, battlerId: null };
    }
  }
  if (!app.battlerId) {
    const battler = await battlers.resolveByName(app.battlerName, ctx);
    await handleCommand(events, stream, battlerApplicationDecider, { type: 'RecordBattlerLink', applicationId, battlerId: battler.id }, ctx);
    app = await application(events, userId, applicationId);
    // reviewed again meanwhile: that event's turn settles it
    if (!app || !wantsLink(app) || app.battlerId !== battler.id) return;
  }
  await handleCommand(events, battlerStream(await linkedTo(events, app.battlerId as string)), battlerDecider,
    { type: 'LinkApplication', applicationId, userId }, ctx);
}

/** A merged battler's applications moved to the battler it was merged into (issue 13): links follow them there. */
async function linkedTo(events: EventStore, battlerId: string): Promise<string> {
  return (await followMerges(events, battlerId)).id;
}
