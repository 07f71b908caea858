// A small league history for the reach tests: events at log positions, stamped on chosen league days.
import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import type { Projector } from '../projector';
import { reachProjector } from './reach.projector';

/** Noon in Arizona (UTC−7) on a league day. */
export const noonOn = (day: string) => `${day}T19:00:00.000Z`;

export class ReachLog {
  position = 0;
  readonly all: RecordedEvent[] = [];
  private at = noonOn('2026-03-01');

  /** The next events are stamped on this league day (seconds apart). */
  on(day: string): this {
    this.at = noonOn(day);
    return this;
  }

  /** Stamped at this exact instant. */
  atInstant(at: string): this {
    this.at = at;
    return this;
  }

  add(type: string, data: object): this {
    const position = ++this.position;
    const at = new Date(Date.parse(this.at) + position * 1000).toISOString();
    this.all.push({
      id: `rec-${position}`, streamId: `s-${position}`, type, data, revision: 0, position,
      metadata: { actorId: 'u1', at, correlationId: 'corr', causationId: null },
    });
    return this;
  }

  event(eventId: string, title: string, eventDate: string | null = '2026-03-07T03:00:00.000Z') {
    return this.add('LeagueEventCreated', { eventId, title, description: '', eventDate, thumbnailUrl: null });
  }

  battler(battlerId: string, name: string) {
    return this.add('BattlerCreated', { battlerId, name });
  }

  video(videoId: string, eventId: string, pair: [string, string] = ['a', 'b'], duration: number | null = 600) {
    return this.add('VideoUploaded', {
      videoId, eventId, title: videoId, description: '', battlerAId: pair[0], battlerAName: pair[0], battlerBId: pair[1],
      battlerBName: pair[1], isMainEvent: false, requiresAuth: false, thumbnailUrl: null, fileKey: `k-${videoId}`, fileSize: 1,
      mimeType: 'video/mp4', duration, width: null, height: null, bitrate: null,
    });
  }

  /** An edit to another event and/or pair (the previous ones given). */
  videoEdited(videoId: string, from: { eventId: string; pair: [string, string] }, to: { eventId: string; pair: [string, string] }) {
    return this.add('VideoUpdated', {
      videoId, eventId: to.eventId, title: videoId, description: '', battlerAId: to.pair[0], battlerAName: to.pair[0],
      battlerBId: to.pair[1], battlerBName: to.pair[1], isMainEvent: false, requiresAuth: false, thumbnailUrl: null,
      previousThumbnailUrl: null, previousEventId: from.eventId, previousBattlerAId: from.pair[0], previousBattlerBId: from.pair[1],
    });
  }

  videoDeleted(videoId: string, eventId: string) {
    return this.add('VideoDeleted', {
      videoId, eventId, battlerAId: 'a', battlerBId: 'b', fileKey: `k-${videoId}`, thumbnailUrl: null, reason: 'admin',
    });
  }

  merged(videoId: string, side: 'A' | 'B', from: string, to: string, pair: [string, string]) {
    return this.add('VideoBattlerReassigned', {
      videoId, side, fromBattlerId: from, fromName: from, battlerId: to, battlerName: to, battlerAId: pair[0], battlerBId: pair[1],
    });
  }

  view(videoId: string, viewerKey: string, viewId = `view-${this.position + 1}`) {
    return this.add('ViewCounted', { videoId, viewerKey, viewId, countedAt: this.at });
  }

  progress(viewId: string, videoId: string, watchedDuration: number, qualified = false) {
    return this.add(qualified ? 'ViewQualified' : 'ViewProgressRecorded', {
      viewId, videoId, viewerKey: 'anon:x', watchedDuration, completionPercentage: 50,
    });
  }

  vote(videoId: string, userId: string, battlerId: string, pair: [string, string] = ['a', 'b']) {
    return this.add('VoteCast', { videoId, userId, battlerId, battlerAId: pair[0], battlerBId: pair[1] });
  }

  voteChanged(videoId: string, userId: string, battlerId: string, previousBattlerId: string, pair: [string, string] = ['a', 'b']) {
    return this.add('VoteChanged', { videoId, userId, battlerId, previousBattlerId, battlerAId: pair[0], battlerBId: pair[1] });
  }

  comment(commentId: string, videoId: string, parentCommentId: string | null = null) {
    return this.add('CommentPosted', { commentId, videoId, userId: 'u1', parentCommentId, content: 'yes' });
  }

  commentRemoved(commentId: string, videoId: string, parentCommentId: string | null = null) {
    return this.add('CommentRemoved', {
      commentId, videoId, videoTitle: videoId, parentCommentId, userId: 'u1', moderatorId: 'admin', reason: 'Not allowed here',
    });
  }

  registered(userId: string) {
    return this.add('UserRegistered', {
      userId, username: userId, email: `${userId}@x.com`, firstName: 'F', lastName: 'L', passwordHash: 'h', role: 'user',
    });
  }
}

/** Every event to the projectors that handle it, as the runner does. */
export async function project(store: ReadStore, events: readonly RecordedEvent[], projectors: readonly Projector[] = [reachProjector]) {
  for (const event of events) for (const p of projectors) if (p.handles.includes(event.type)) await p.apply(event, store);
}

/** Every document of the named collections, sorted by id, without positions, deep-copied. */
export async function documents(store: ReadStore, names: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const name of names) {
    const docs = await store.collection<{ id: string }>(name).find({});
    out[name] = structuredClone([...docs].sort((a, b) => a.id.localeCompare(b.id)));
  }
  return out;
}
