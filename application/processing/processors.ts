import type { ProcessorHealth } from '../ports/processing';

/** What the runtime drives of each side: the projection runner and the reactor runner alike. */
interface ProcessorGroup {
  start(): Promise<void>;
  stop(): Promise<void>;
  health(): ProcessorHealth[];
  retryNow(name: string): ProcessorHealth['state'] | null;
}

/** The projectors as one group: every read model has applied `position`. */
export interface Projectors extends ProcessorGroup {
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
}

/** The reactors, each on its own: this one has handled (or passed) `position`. */
export interface Reactors extends ProcessorGroup {
  waitFor(name: string, position: number, timeoutMs?: number): Promise<boolean>;
}

/** How long an answer waits for what it wrote to show, then answers anyway (DESIGN §4). */
export const READ_YOUR_WRITES_MS = 2000;

/**
 * The processor runtime's one front (DESIGN §5): projectors and reactors start, stop,
 * report and retry through it, and a command's answer waits through it for what it
 * wrote. Each side keeps its own subscription shape (one shared feed for the read
 * models, one subscription per reactor), its checkpoints and its lease; what they
 * share (ProcessorState, LeaseCampaign, PositionWaits, backoff) lives beside this file.
 */
export class Processors {
  constructor(
    readonly projectors: Projectors,
    readonly reactors: Reactors,
    private readonly head: () => Promise<number>,
  ) {}

  /** The read models first (caught up with the log), then the reactors that may wait for them. */
  async start(): Promise<void> {
    await this.projectors.start();
    await this.reactors.start();
  }

  /** The reactors first: a reaction under way may still wait for a read model. */
  async stop(): Promise<void> {
    await this.reactors.stop();
    await this.projectors.stop();
  }

  health(): ProcessorHealth[] {
    return [...this.projectors.health(), ...this.reactors.health()];
  }

  /** An operator's "retry now" for the projector or reactor of that name; null when there is none. */
  retryNow(name: string): ProcessorHealth['state'] | null {
    return this.projectors.retryNow(name) ?? this.reactors.retryNow(name);
  }

  /**
   * Read-your-writes: true once the read models show `position`. With `after`, the
   * command's visible effect is that reactor's (an approval links a battler): first the
   * reactor handles `position`, then the read models show the log's head, so what it
   * appended is in. Bounded by `timeoutMs` in all; false when it ran out, and the
   * answer goes anyway.
   */
  async waitFor(position: number, options: { after?: string; timeoutMs?: number } = {}): Promise<boolean> {
    const { after, timeoutMs = READ_YOUR_WRITES_MS } = options;
    if (position <= 0) return true;
    if (!after) return this.projectors.waitFor(position, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    if (!(await this.reactors.waitFor(after, position, timeoutMs))) return this.projectors.waitFor(position, READ_YOUR_WRITES_MS);
    return this.projectors.waitFor(await this.head(), Math.max(1, deadline - Date.now()));
  }
}
