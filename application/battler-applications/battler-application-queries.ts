import { inject, injectable } from 'inversify';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { BATTLER_APPLICATIONS, type BattlerApplicationView, newestFirst } from './read-model';

@injectable()
export class BattlerApplicationQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {}

  private get applications() {
    return this.store.collection<BattlerApplicationView>(BATTLER_APPLICATIONS);
  }

  byId(id: string): Promise<BattlerApplicationView | null> {
    return this.applications.get(id);
  }

  /** The applicant's own, newest first. */
  async mine(userId: string): Promise<BattlerApplicationView[]> {
    return [...await this.applications.find({ userId })].sort(newestFirst);
  }

  /** Every application, newest first (the admin list). */
  async all(): Promise<BattlerApplicationView[]> {
    return [...await this.applications.find({})].sort(newestFirst);
  }
}
