import type { EventStore } from '../application/ports/event-store';
import type { ProcessorLogger } from '../application/ports/processing';
import type { ReadStore } from '../application/ports/read-store';
import { PositionWaits } from '../application/processing/position-waits';
import type { Projector } from './projector';
import { type Checkpoint, Member } from './runner-member';

/**
 * What the runner's parts share: its projectors as it drives them, where the shared
 * feed is, and the read-your-writes waits on it.
 */
export class Feed {
  readonly members: Member[] = [];
  readonly byType = new Map<string, Member[]>();
  /** the shared feed has delivered (or passed) every event up to here */
  processed = 0;
  /** the event the shared feed is delivering now (a projector rejoining must be past it) */
  inFlight = 0;
  caughtUp = false;
  stopped = false;
  /** set while a rebuild swaps: the shared feed waits before its next event */
  paused: Promise<void> | null = null;
  /** the shared feed's event being applied now */
  handling: Promise<void> | null = null;
  private readonly waits = new PositionWaits();

  constructor(readonly events: EventStore, readonly readStore: ReadStore, readonly log?: ProcessorLogger) {}

  get checkpoints() {
    return this.readStore.collection<Checkpoint>('projection_checkpoints');
  }

  /** A projector joins, from its checkpoint (none: from the start, built by its current version). */
  add(p: Projector, checkpoint: Checkpoint | null): void {
    const member = new Member(p, checkpoint?.position ?? 0, checkpoint ? checkpoint.version ?? 1 : p.version ?? 1);
    this.members.push(member);
    for (const type of p.handles) {
      const list = this.byType.get(type) ?? [];
      list.push(member);
      this.byType.set(type, list);
    }
  }

  member(name: string): Member | undefined {
    return this.members.find((m) => m.projector.name === name);
  }

  positionOf(m: Member): number {
    return m.state === 'running' ? Math.max(m.position, this.processed) : m.position;
  }

  /** Every projector has applied `position` (a stopped one behind it has not). */
  reached(position: number): boolean {
    return this.members.every((m) => this.positionOf(m) >= position);
  }

  /** The waits the shared feed has passed end (true when every projector has applied their position). */
  wake(): void {
    this.waits.pass(this.processed, (position) => this.reached(position));
  }

  /** `then` runs once the shared feed has delivered (or passed) `position`. */
  onPassing(position: number, then: () => void): void {
    if (position <= this.processed) then();
    else this.waits.onPassing(position, then);
  }

  /** See `ProjectionRunner.waitFor`. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (position <= this.processed) return Promise.resolve(this.reached(position));
    return this.waits.wait(position, timeoutMs);
  }
}
