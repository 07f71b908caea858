import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import type { Projector } from '../projector';

/**
 * The projectors of a replay outside the runner (time travel, the analysts' replay CLI):
 * each event goes to every projector that handles it, in the registry's order, as the
 * runner feeds them live, so a scratch store ends as the live one stood at that event.
 */
export class ProjectorFeed {
  private readonly byType = new Map<string, Projector[]>();

  constructor(projectors: readonly Projector[], private readonly store: ReadStore) {
    for (const p of projectors) {
      for (const type of p.handles) {
        const list = this.byType.get(type) ?? [];
        list.push(p);
        this.byType.set(type, list);
      }
    }
  }

  /** true when some projector reads this type */
  handles(type: string): boolean {
    return this.byType.has(type);
  }

  async apply(event: RecordedEvent): Promise<void> {
    for (const p of this.byType.get(event.type) ?? []) await p.apply(event, this.store);
  }
}
