import { inject, injectable } from 'inversify';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { notFound } from '../../domain/shared/errors';
import { battlerYoutubeDecider } from '../../domain/youtube/battler-youtube';
import { QUOTA_WOULD_BE_EXCEEDED, VIDEO_IDS_PER_CALL, YOUTUBE_NOT_CONFIGURED, YOUTUBE_VIDEO_NOT_FOUND } from '../../domain/youtube/limits';
import { parseYoutubeRecordId, youtubeStream, type YoutubeVideoFacts } from '../../domain/youtube/youtube';
import { BATTLERS, type BattlerView } from '../catalogue/read-model';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { Clock } from '../ports/services';
import { type YouTube, YoutubeFailure, type YoutubeSearchPage } from '../ports/youtube';
import { TOKENS } from '../tokens';
import { QuotaLedger } from './quota-ledger';
import type { YoutubeSettings } from './settings';

export interface BattlerRef {
  id: string;
  name: string;
}

export type SyncOutcome =
  | { ok: true; battler: BattlerRef; matched: number; added: number; position: number }
  /** the failure is recorded (YoutubeSyncFailed) at `position`, except not_configured */
  | { ok: false; battler: BattlerRef; failure: YoutubeFailure; position: number };

export interface BatchOutcome {
  successful: number;
  failed: number;
  quotaExhausted: boolean;
  attempted: number;
  position: number;
}

/**
 * The batch's order: a battler whose last sync the quota cut short first (it was
 * next in line), then those never synced, then the least recently synced.
 */
function batchRank(b: BattlerView): [number, string] {
  if (b.youtubeErrorMessage === QUOTA_WOULD_BE_EXCEEDED) return [0, b.lastYoutubeSync ?? ''];
  if (!b.lastYoutubeSync) return [1, b.createdAt];
  return [2, b.lastYoutubeSync];
}
export function batchOrder(battlers: readonly BattlerView[]): BattlerView[] {
  return [...battlers].sort((a, b) => {
    const [ra, ka] = batchRank(a);
    const [rb, kb] = batchRank(b);
    return ra - rb || ka.localeCompare(kb) || a.name.localeCompare(b.name);
  });
}

/** Sync, review, reset and the batch: every outcome is an event on `youtube-<battlerId>`. */
@injectable()
export class YoutubeCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly reads: ReadStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.YouTube) private readonly youtube: YouTube,
    @inject(TOKENS.AppConfig) private readonly settings: YoutubeSettings,
    @inject(QuotaLedger) private readonly quota: QuotaLedger,
  ) {}

  get configured(): boolean {
    return this.youtube.configured;
  }

  /**
   * Searches YouTube for the battler (the given search name, else the one kept from
   * the last sync, else the battler's name), fetches the statistics in batches of 50
   * and records the matched videos; a failure is recorded instead, so the battler's
   * lastYoutubeSync and youtubeErrorMessage follow every attempt.
   */
  async sync(battlerId: string, searchName: string | null | undefined, ctx: CommandContext): Promise<SyncOutcome> {
    const battler = await this.battler(battlerId);
    if (!this.youtube.configured) throw new YoutubeFailure('not_configured', YOUTUBE_NOT_CONFIGURED);
    const stream = youtubeStream(battler.id);
    const kept = (await loadStream(this.events, stream, battlerYoutubeDecider)).state.searchName;
    const query = searchName?.trim() || kept || battler.name;
    const base = { battlerId: battler.id, battlerName: battler.name, searchName: query, syncedAt: ctx.at.toISOString() };
    let videos: YoutubeVideoFacts[];
    try {
      if (!(await this.quota.canStartSync())) throw new YoutubeFailure('quota', QUOTA_WOULD_BE_EXCEEDED);
      videos = await this.fetch(query, ctx);
    } catch (err) {
      if (!(err instanceof YoutubeFailure) || err.kind === 'not_configured') throw err;
      const { position } = await handleCommand(this.events, stream, battlerYoutubeDecider,
        { type: 'RecordSyncFailure', ...base, error: err.message, quotaExhausted: err.kind === 'quota' }, ctx);
      return { ok: false, battler, failure: err, position };
    }
    let added = 0;
    const { position } = await handleCommand(this.events, stream, battlerYoutubeDecider, (state) => {
      added = videos.filter((v) => !state.videos[v.youtubeVideoId]).length;
      return { type: 'RecordSync' as const, ...base, videos };
    }, ctx);
    return { ok: true, battler, matched: videos.length, added, position };
  }

  /** search.list pages (up to YOUTUBE_SEARCH_PAGES), then videos.list 50 ids at a time; each call through the ledger. */
  private async fetch(query: string, ctx: CommandContext): Promise<YoutubeVideoFacts[]> {
    const ids: string[] = [];
    let pageToken: string | null = null;
    for (let page = 0; page < this.settings.YOUTUBE_SEARCH_PAGES; page++) {
      const token: string | null = pageToken;
      const result: YoutubeSearchPage = await this.quota.call('search', ctx, () => this.youtube.search(query, token, this.settings.YOUTUBE_CHANNEL_ID ?? null));
      for (const id of result.ids) if (!ids.includes(id)) ids.push(id);
      pageToken = result.nextPageToken;
      if (!pageToken) break;
    }
    const videos: YoutubeVideoFacts[] = [];
    for (let i = 0; i < ids.length; i += VIDEO_IDS_PER_CALL) {
      const batch = ids.slice(i, i + VIDEO_IDS_PER_CALL);
      videos.push(...await this.quota.call('videos', ctx, () => this.youtube.videos(batch)));
    }
    return videos;
  }

  async review(recordId: string, review: { isRelevant: boolean; reviewNotes: string | null }, ctx: CommandContext) {
    const parsed = parseYoutubeRecordId(recordId);
    if (!parsed) throw notFound(YOUTUBE_VIDEO_NOT_FOUND);
    const battler = await this.findBattler(parsed.battlerId);
    if (!battler) throw notFound(YOUTUBE_VIDEO_NOT_FOUND);
    const { position } = await handleCommand(this.events, youtubeStream(battler.id), battlerYoutubeDecider, {
      type: 'ReviewVideo', battlerId: battler.id, battlerName: battler.name, youtubeVideoId: parsed.youtubeVideoId,
      isRelevant: review.isRelevant, reviewNotes: review.reviewNotes, reviewedAt: ctx.at.toISOString(),
    }, ctx);
    return { battler, position };
  }

  async reset(battlerId: string, ctx: CommandContext) {
    const battler = await this.battler(battlerId);
    const { position } = await handleCommand(this.events, youtubeStream(battler.id), battlerYoutubeDecider,
      { type: 'Reset', battlerId: battler.id, battlerName: battler.name }, ctx);
    return { battler, position };
  }

  /**
   * Syncs up to maxBattlers battlers in batchOrder, one after the other: each one's
   * outcome is recorded before the next starts, so a crash or a timeout loses nothing
   * and the next batch goes on from there. Stops at the first quota failure, and
   * before a battler when the ledger has nothing left for a sync (nothing recorded then).
   */
  async batch(maxBattlers: number, ctx: CommandContext): Promise<BatchOutcome> {
    if (!this.youtube.configured) throw new YoutubeFailure('not_configured', YOUTUBE_NOT_CONFIGURED);
    const battlers = batchOrder(await this.reads.collection<BattlerView>(BATTLERS).find()).slice(0, maxBattlers);
    const out: BatchOutcome = { successful: 0, failed: 0, quotaExhausted: false, attempted: 0, position: 0 };
    for (const b of battlers) {
      if (!(await this.quota.canStartSync())) {
        out.quotaExhausted = true;
        break;
      }
      out.attempted++;
      let outcome: SyncOutcome;
      try {
        outcome = await this.sync(b.id, null, { ...ctx, at: this.clock.now() });
      } catch (err) {
        // deleted or merged since the list was read: not this batch's business
        if (err instanceof Error && (err as { kind?: string }).kind === 'not_found') {
          out.failed++;
          continue;
        }
        throw err;
      }
      out.position = Math.max(out.position, outcome.position);
      if (outcome.ok) out.successful++;
      else {
        out.failed++;
        if (outcome.failure.kind === 'quota') {
          out.quotaExhausted = true;
          break;
        }
      }
    }
    return out;
  }

  /** One cheap real call (i18nRegions.list, 1 unit, no search): {connected, error}. */
  async test(ctx: CommandContext): Promise<{ connected: boolean; error: string | null }> {
    if (!this.youtube.configured) return { connected: false, error: YOUTUBE_NOT_CONFIGURED };
    try {
      await this.quota.call('test', ctx, () => this.youtube.test());
      return { connected: true, error: null };
    } catch (err) {
      if (err instanceof YoutubeFailure) return { connected: false, error: err.message };
      throw err;
    }
  }

  private async battler(battlerId: string): Promise<BattlerRef> {
    const battler = await this.findBattler(battlerId);
    if (!battler) throw notFound('Battler not found');
    return battler;
  }

  /** null when unknown, deleted or merged into another (it has left the directory) */
  private async findBattler(battlerId: string): Promise<BattlerRef | null> {
    const { state } = await loadStream(this.events, battlerStream(battlerId), battlerDecider);
    if (!state.exists || state.deleted || state.mergedInto || !state.battlerId) return null;
    return { id: state.battlerId, name: state.name };
  }
}
