import { LeaseCampaign, type Leasing } from '../application/processing/lease-campaign';
import type { Feed } from './runner-feed';
import type { RebuildAnswer, RebuildProgress } from './runner-member';

/** Read models shared by several instances (MongoDB): one instance projects them, where this lease is. */
export const PROJECTIONS_LEASE = 'projections';
/** the leader's shared feed position, beside the projectors' checkpoints: followers wait for it */
const FEED = '__feed';
const FOLLOW_POLL_MS = 50;
/** what followers ask the leader to rebuild, and what the leader is rebuilding (shared like the checkpoints) */
const REBUILD_REQUESTS = 'projection_rebuild_requests';
const REBUILDS_SHARED = 'projection_rebuilds';

/** A follower's rebuild request, or the leader's rebuild under way, in the shared read store. */
interface RebuildNote {
  id: string;
  position: number;
  startedAt: string;
}

/** What the leader does for the followers: the rebuilds they were asked for. */
export interface LeaderDuties {
  rebuild(name: string): RebuildAnswer;
  rebuilding(): boolean;
}

/**
 * Shared read models (several instances on one MongoDB): the instance holding the
 * projections lease projects them; the others follow its feed position, and pass
 * their operators' rebuild requests to it. Without leasing, this instance leads.
 */
export class Leadership {
  private readonly campaign: LeaseCampaign | null;
  /** the leader's feed position as last read (followers) */
  private leaderAt = 0;
  /** the leader's rebuilds under way, as last read (followers show them in their health) */
  private leaderRebuilds = new Map<string, RebuildProgress>();

  constructor(private readonly feed: Feed, leasing: Leasing | undefined, private readonly duties: LeaderDuties) {
    // one step a renewal: the leader renews and shares its rebuilds; a follower asks and reads them
    this.campaign = leasing ? new LeaseCampaign({ ...leasing, name: PROJECTIONS_LEASE }, {
      logger: feed.log,
      taken: 'projections lease taken: this instance projects the shared read models',
      lost: 'projections lease lost: another instance projects the shared read models now',
      // the fencing of the models is their per-document idempotence: a late write of an old leader changes nothing
      renewFailed: 'projections lease: renewal or request failed',
      askFailed: 'projections lease: renewal or request failed',
    }, {
      renewed: () => this.shareRebuilds(),
      standby: () => this.readLeaderRebuilds(),
    }) : null;
  }

  /** Several instances share the read models and another one projects them: this one follows. */
  get following(): boolean {
    return this.campaign !== null && this.campaign.held === null;
  }

  /** The first ask for the lease (the leader renews it, a follower asks again, in the background). */
  async start(): Promise<void> {
    await this.campaign?.start();
  }

  stop(): void {
    this.campaign?.stop();
  }

  /** Handed on at once: another instance need not wait for the expiry. */
  async release(): Promise<void> {
    await this.campaign?.release();
  }

  /** The leader publishes where its feed is, for the followers' read-your-writes waits. */
  async publishFeed(): Promise<void> {
    if (this.campaign) await this.feed.checkpoints.upsert({ id: FEED, position: this.feed.processed });
  }

  /** A follower's event: wait until the leader's feed has passed it (or this instance has become the leader). */
  async leaderPassed(position: number): Promise<void> {
    while (!this.feed.stopped && this.following && this.leaderAt < position) {
      const feed = await this.feed.checkpoints.get(FEED);
      this.leaderAt = Math.max(this.leaderAt, feed?.position ?? 0);
      if (this.leaderAt < position) await new Promise((r) => setTimeout(r, FOLLOW_POLL_MS));
    }
  }

  /** A follower records an operator's rebuild request; the leader starts it at its next renewal. */
  async request(name: string, now: Date): Promise<RebuildAnswer> {
    if (!this.feed.member(name)) return 'unknown';
    if (this.leaderRebuilds.has(name)) return 'busy';
    await this.feed.readStore.collection<RebuildNote>(REBUILD_REQUESTS).upsert({ id: name, position: 0, startedAt: now.toISOString() });
    return 'queued';
  }

  /** The leader's rebuild of this model under way, as a follower last read it. */
  leaderRebuild(name: string): RebuildProgress | null {
    return this.leaderRebuilds.get(name) ?? null;
  }

  /**
   * The leader, at each renewal: starts a rebuild a follower was asked for (an admin's
   * request may reach any instance behind the proxy), and publishes the progress of its
   * own so that every instance's admin view shows it.
   */
  private async shareRebuilds(): Promise<void> {
    const { readStore } = this.feed;
    if (!this.feed.caughtUp) return;
    if (!this.duties.rebuilding()) {
      for (const request of await readStore.collection<RebuildNote>(REBUILD_REQUESTS).find()) {
        await readStore.collection<RebuildNote>(REBUILD_REQUESTS).delete(request.id);
        const answer = this.duties.rebuild(request.id);
        this.feed.log?.info({ projector: request.id, answer }, 'rebuild asked for through another instance');
        if (answer === 'started') break;
      }
    }
    const shared = readStore.collection<RebuildNote>(REBUILDS_SHARED);
    for (const m of this.feed.members) {
      if (m.rebuild) await shared.upsert({ id: m.projector.name, ...m.rebuild });
      else if (await shared.get(m.projector.name)) await shared.delete(m.projector.name);
    }
  }

  private async readLeaderRebuilds(): Promise<void> {
    const notes = await this.feed.readStore.collection<RebuildNote>(REBUILDS_SHARED).find();
    this.leaderRebuilds = new Map(notes.map((n) => [n.id, { position: n.position, startedAt: n.startedAt }]));
  }
}
