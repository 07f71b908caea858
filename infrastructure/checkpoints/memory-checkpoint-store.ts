import { LeaseLostError } from '../../application/ports/leases';
import type { CheckpointStore } from '../../application/ports/processing';

/** Checkpoints in process memory: for tests, and as the reference the contract suite checks the others against. */
export class MemoryCheckpointStore implements CheckpointStore {
  private readonly positions = new Map<string, number>();
  private readonly fences = new Map<string, number>();

  async get(name: string): Promise<number> {
    return this.positions.get(name) ?? 0;
  }

  async put(name: string, position: number, fence?: number): Promise<void> {
    if (fence !== undefined) {
      if (fence < (this.fences.get(name) ?? 0)) throw new LeaseLostError(name, fence);
      this.fences.set(name, fence);
    }
    this.positions.set(name, position);
  }
}
