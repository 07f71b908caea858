import { inject, injectable } from 'inversify';
import { QUOTA_WOULD_BE_EXCEEDED, TEST_CALL_UNITS, VIDEOS_LIST_UNITS } from '../../domain/youtube/limits';
import { canStartSync, quotaDay, quotaDecider, type QuotaState } from '../../domain/youtube/quota';
import { youtubeQuotaStream } from '../../domain/youtube/youtube';
import { DomainError } from '../../domain/shared/errors';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock } from '../ports/services';
import { YoutubeFailure } from '../ports/youtube';
import { TOKENS } from '../tokens';
import type { QuotaView } from './quota-view';
import { quotaLimits, type YoutubeSettings } from './settings';

type Purpose = 'search' | 'videos' | 'test';
const COST: Record<Purpose, { searchCalls: number; units: number }> = {
  search: { searchCalls: 1, units: 0 },
  videos: { searchCalls: 0, units: VIDEOS_LIST_UNITS },
  test: { searchCalls: 0, units: TEST_CALL_UNITS },
};

export type { QuotaView } from './quota-view';

/**
 * The day's YouTube quota as this server counts it (`youtube_quota-<Pacific day>`).
 * Every call is recorded before it is made and refused when it would pass a limit,
 * so two instances or a restart never overspend; Google's own "quota exceeded"
 * closes the day in the ledger too.
 */
@injectable()
export class QuotaLedger {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.AppConfig) private readonly settings: YoutubeSettings,
  ) {}

  private today() {
    return quotaDay(this.clock.now());
  }

  private async state(): Promise<{ day: string; state: QuotaState }> {
    const day = this.today();
    return { day, state: (await loadStream(this.events, youtubeQuotaStream(day), quotaDecider)).state };
  }

  async view(): Promise<QuotaView> {
    const { day, state } = await this.state();
    const limits = quotaLimits(this.settings);
    return {
      day, searchCallsUsed: state.searchCalls, searchCallsLimit: limits.searchCallsPerDay,
      unitsUsed: state.units, unitsLimit: limits.unitsPerDay, exhausted: !canStartSync(state, limits),
    };
  }

  async canStartSync(): Promise<boolean> {
    return canStartSync((await this.state()).state, quotaLimits(this.settings));
  }

  /**
   * Records the call, then makes it. A refusal by the ledger, or Google's
   * quotaExceeded / dailyLimitExceeded (which closes the day), is a 'quota' failure.
   */
  async call<T>(purpose: Purpose, ctx: CommandContext, run: () => Promise<T>): Promise<T> {
    const day = this.today();
    try {
      await handleCommand(this.events, youtubeQuotaStream(day), quotaDecider,
        { type: 'Spend', day, purpose, ...COST[purpose], limits: quotaLimits(this.settings) }, ctx);
    } catch (err) {
      if (err instanceof DomainError && err.message === QUOTA_WOULD_BE_EXCEEDED) throw new YoutubeFailure('quota', QUOTA_WOULD_BE_EXCEEDED);
      throw err;
    }
    try {
      return await run();
    } catch (err) {
      if (err instanceof YoutubeFailure && err.kind === 'quota') {
        await handleCommand(this.events, youtubeQuotaStream(day), quotaDecider, { type: 'MarkExhausted', day, reason: err.reason ?? 'quotaExceeded' }, ctx);
        throw new YoutubeFailure('quota', QUOTA_WOULD_BE_EXCEEDED, err.reason);
      }
      throw err;
    }
  }
}
