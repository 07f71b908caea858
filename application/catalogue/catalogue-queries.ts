import { inject, injectable } from 'inversify';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import {
  adminBattler, BATTLERS, type BattlerView, byEventDate, byMainThenTitle, EVENTS, type EventView,
  type MainVideoView, publicBattler, publicEvent, publicVideo, VIDEOS, type VideoView, videosOfBattler,
} from './read-model';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byName = (a: BattlerView, b: BattlerView) => a.nameLower.localeCompare(b.nameLower);

/** Reads of the projected catalogue: each answers documents its projector shaped. */
@injectable()
export class CatalogueQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {}

  private get events() {
    return this.store.collection<EventView>(EVENTS);
  }

  private get videos() {
    return this.store.collection<VideoView>(VIDEOS);
  }

  private get battlers() {
    return this.store.collection<BattlerView>(BATTLERS);
  }

  /** Newest first, undated last; `search` matches titles and battler names. */
  async listEvents(search?: string) {
    const term = (search ?? '').trim().toLowerCase();
    const filter = term ? { searchText: { $regex: escapeRegex(term) } } : {};
    const docs = await this.events.find(filter);
    return [...docs].sort(byEventDate).map(publicEvent);
  }

  async event(eventId: string) {
    return this.events.get(eventId);
  }

  async eventVideos(eventId: string) {
    const docs = await this.videos.find({ eventId });
    return [...docs].sort(byMainThenTitle).map(publicVideo);
  }

  async mainVideo(eventId: string): Promise<MainVideoView | null> {
    return (await this.events.get(eventId))?.mainVideo ?? null;
  }

  async video(videoId: string) {
    return this.videos.get(videoId);
  }

  async allVideos() {
    const docs = await this.videos.find({});
    return [...docs].sort((a, b) => byEventDate(
      { eventTime: a.eventTime, title: a.eventTitle ?? '' }, { eventTime: b.eventTime, title: b.eventTitle ?? '' },
    ) || byMainThenTitle(a, b)).map(publicVideo);
  }

  async battlerNames() {
    const docs = await this.battlers.find({});
    return [...docs].sort(byName).map((b) => ({ id: b.id, name: b.name }));
  }

  /** At most `limit` names containing q, those starting with it first. */
  async searchBattlers(q: string, limit = 5) {
    const term = q.trim().toLowerCase();
    const docs = await this.battlers.find({ nameLower: { $regex: escapeRegex(term) } });
    return [...docs]
      .sort((a, b) => Number(!a.nameLower.startsWith(term)) - Number(!b.nameLower.startsWith(term)) || byName(a, b))
      .slice(0, limit)
      .map((b) => ({ id: b.id, name: b.name }));
  }

  async battlersWithStats() {
    const docs = await this.battlers.find({});
    return [...docs].sort(byName).map(publicBattler);
  }

  async adminBattlers() {
    const docs = await this.battlers.find({});
    return [...docs].sort(byName).map(adminBattler);
  }

  async battler(battlerId: string) {
    return this.battlers.get(battlerId);
  }

  /** The battler's videos seen from its side, newest event first. */
  async battlerBattles(battlerId: string) {
    return (await videosOfBattler(this.store, battlerId))
      .sort((a, b) => byEventDate({ eventTime: a.eventTime, title: '' }, { eventTime: b.eventTime, title: '' })
        || b.createdAt.localeCompare(a.createdAt))
      .map((v) => ({ ...publicVideo(v), opponentName: v.battlerAId === battlerId ? v.battlerBName : v.battlerAName }));
  }
}
