import { ProcessorState } from '../application/processing/processor-state';
import type { Projector } from './projector';

export interface Checkpoint {
  id: string;
  position: number;
  /** the projector's version that built the model (absent: 1) */
  version?: number;
}

/** A rebuild under way: how far its replay is. */
export interface RebuildProgress {
  position: number;
  startedAt: string;
}

/** 'queued': a follower recorded the request for the instance that projects the shared models */
export type RebuildAnswer = 'started' | 'queued' | 'busy' | 'unknown';

/** One projector as the runner drives it; 'retrying': behind the shared feed after a failure, the catch-up brings it back. */
export class Member extends ProcessorState {
  /** the last position it applied; while running it also follows the shared feed (see `Feed.positionOf`) */
  position: number;
  /** a failed one is tried again from then on (the backoff; 0: at the catch-up's next pass) */
  retryAt = 0;
  readonly types: Set<string>;
  rebuild: RebuildProgress | null = null;

  /** `builtBy`: the version of the model in the store (kept until a rebuild swaps the new one in) */
  constructor(readonly projector: Projector, checkpoint: number, public builtBy: number) {
    super(projector.name, 'projector');
    this.position = checkpoint;
    this.types = new Set(projector.handles);
  }

  get version(): number {
    return this.projector.version ?? 1;
  }
}
