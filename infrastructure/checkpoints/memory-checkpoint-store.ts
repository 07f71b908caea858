import type { CheckpointStore } from '../../application/ports/processing';

/** Checkpoints in process memory: for tests, and as the reference the contract suite checks the others against. */
export class MemoryCheckpointStore implements CheckpointStore {
  private readonly positions = new Map<string, number>();

  async get(name: string): Promise<number> {
    return this.positions.get(name) ?? 0;
  }

  async put(name: string, position: number): Promise<void> {
    this.positions.set(name, position);
  }
}
