import { inject, injectable } from 'inversify';
import {
  type BattlerApplicationForm, battlerApplicationDecider, battlerApplicationsStream,
} from '../../domain/battler-application/battler-application';
import { notFound } from '../../domain/shared/errors';
import { type CommandContext, handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { BattlerApplicationQueries } from './battler-application-queries';

/**
 * The tryout's commands. Each applicant's applications are one stream; an admin's
 * review or deletion names only the application, so its applicant is read from the
 * read model (the decider still refuses an application its stream does not hold).
 * The link to a battler follows in the BattlerApplicationLinks reactor.
 */
@injectable()
export class BattlerApplicationCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
    @inject(BattlerApplicationQueries) private readonly queries: BattlerApplicationQueries,
  ) {}

  async apply(userId: string, form: BattlerApplicationForm, ctx: CommandContext): Promise<{ id: string; position: number }> {
    const applicationId = this.ids.next();
    const { position } = await handleCommand(this.events, battlerApplicationsStream(userId), battlerApplicationDecider,
      { type: 'ApplyAsBattler', applicationId, userId, ...form }, ctx);
    return { id: applicationId, position };
  }

  async review(applicationId: string, review: { status: 'approved' | 'rejected'; reviewNotes: string | null }, reviewerId: string,
    ctx: CommandContext): Promise<number> {
    const { position } = await handleCommand(this.events, await this.streamOf(applicationId), battlerApplicationDecider,
      { type: 'ReviewBattlerApplication', applicationId, status: review.status, reviewNotes: review.reviewNotes, reviewerId }, ctx);
    return position;
  }

  async delete(applicationId: string, actorId: string, ctx: CommandContext): Promise<number> {
    const { position } = await handleCommand(this.events, await this.streamOf(applicationId), battlerApplicationDecider,
      { type: 'DeleteBattlerApplication', applicationId, actorId }, ctx);
    return position;
  }

  private async streamOf(applicationId: string): Promise<string> {
    const view = await this.queries.byId(applicationId);
    if (!view) throw notFound('Battler application not found');
    return battlerApplicationsStream(view.userId);
  }
}
