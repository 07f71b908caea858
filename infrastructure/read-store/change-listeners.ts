import type { ChangeListener } from '../../application/ports/read-store';

/** The listeners of ReadStore.onChange, shared by both adapters. */
export class ChangeListeners {
  private listeners: ChangeListener[] = [];

  add(listener: ChangeListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  fire(collection: string): void {
    // the array is replaced on add/remove, so a listener removing itself is safe
    for (const listener of this.listeners) listener(collection);
  }
}
