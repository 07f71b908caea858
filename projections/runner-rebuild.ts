import type { Feed } from './runner-feed';
import type { Member, RebuildAnswer, RebuildProgress } from './runner-member';
import { ReplaySlice } from './replay-slice';
import { recordingWrites } from './write-recorder';

/**
 * Rebuilding one projector's read model beside the live one, then swapping it in.
 * One rebuild at a time.
 */
export class Rebuilds {
  private rebuilding: Promise<void> | null = null;

  /** `following`: another instance projects the shared models (it rebuilds them, not this one) */
  constructor(private readonly feed: Feed, private readonly following: () => boolean) {}

  get busy(): boolean {
    return this.rebuilding !== null;
  }

  /** See `ProjectionRunner.rebuild`. */
  rebuild(name: string): RebuildAnswer {
    const m = this.feed.member(name);
    if (!m) return 'unknown';
    // a follower does not write the shared models: the leader's admin view rebuilds them
    if (this.rebuilding || this.feed.stopped || this.following()) return 'busy';
    m.rebuild = { position: 0, startedAt: new Date().toISOString() };
    const run = this.run(m).catch((err) => {
      m.note(m.rebuild?.position ?? 0, 'rebuild', `Rebuild failed: ${(err as Error)?.message ?? String(err)}`);
      this.feed.log?.error({ err, projector: name }, 'rebuild failed; the live read model stays');
    }).finally(() => {
      m.rebuild = null;
      this.rebuilding = null;
    });
    this.rebuilding = run;
    return 'started';
  }

  /** Resolves when the rebuild under way (if any) has swapped or failed. */
  async done(): Promise<void> {
    await this.rebuilding;
  }

  /**
   * A persisted model built by another version of its projector is rebuilt beside the
   * live one, one after the other, while the site serves the old one (which the live
   * projector keeps applying new events to until the swap). In-memory models are
   * replayed whole at every start, so they never get here.
   */
  outdated(): void {
    // shared models are the leader's to rebuild (a follower that takes over later rebuilds at its next start)
    if (this.following()) return;
    const outdated = this.feed.members.filter((m) => m.builtBy !== m.version);
    if (outdated.length === 0) return;
    void (async () => {
      for (const m of outdated) {
        while (this.rebuilding) await this.done();
        if (this.feed.stopped) return;
        this.feed.log?.info({ projector: m.projector.name, from: m.builtBy, to: m.version }, 'projector version changed: rebuilding its read model');
        this.rebuild(m.projector.name);
        await this.done();
      }
    })();
  }

  private async run(m: Member): Promise<void> {
    const { feed } = this;
    const started = Date.now();
    const shadow = feed.readStore.shadow();
    const written = new Set<string>(m.projector.collections ?? []);
    const own = recordingWrites(shadow, written);
    const progress = m.rebuild as RebuildProgress;
    const replayFrom = async (from: number) => {
      const slice = new ReplaySlice();
      for await (const event of feed.events.readAll(from, { batchSize: 500 })) {
        if (slice.spent()) await slice.turn();
        if (feed.stopped) throw new Error('the server is stopping');
        // it alone: it reads only its own collections (projections/own-collections.test.ts)
        if (m.types.has(event.type)) await m.projector.apply(event, own);
        progress.position = event.position;
      }
    };
    try {
      await replayFrom(0);
      // the tail that came meanwhile, while the site goes on
      await replayFrom(progress.position);
      let resume!: () => void;
      feed.paused = new Promise<void>((resolve) => { resume = resolve; });
      try {
        await feed.handling?.catch(() => undefined);
        // now nothing feeds the live model: the shadow takes what is left, then its place
        await replayFrom(progress.position);
        await shadow.swapInto([...written]);
        m.position = Math.max(progress.position, feed.processed);
        m.reset();
        m.builtBy = m.version;
        await feed.checkpoints.upsert({ id: m.projector.name, position: feed.positionOf(m), version: m.builtBy });
      } finally {
        feed.paused = null;
        resume();
      }
      feed.log?.info({ projector: m.projector.name, position: m.position, collections: [...written], ms: Date.now() - started },
        'read model rebuilt and swapped in');
      feed.wake();
    } catch (err) {
      await shadow.discard().catch(() => undefined);
      throw err;
    }
  }
}
