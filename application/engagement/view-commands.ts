import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { notFound, unauthorized } from '../../domain/shared/errors';
import { videoDecider, videoStream } from '../../domain/video/video';
import { viewCountDecider, viewCountStream } from '../../domain/view/view-count';
import { viewDecider, viewStream } from '../../domain/view/view';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';

/** Who is watching: a member, or a visitor known only by a hash of address and browser. */
export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string;
}

/** `user:<id>`, or `anon:<sha256(ip | user agent)>`: no address is ever stored in clear. */
export const viewerKeyOf = (v: Viewer) =>
  v.userId ? `user:${v.userId}` : `anon:${createHash('sha256').update(`${v.ip}|${v.userAgent}`).digest('hex').slice(0, 32)}`;

@injectable()
export class ViewCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async start(videoId: string, sessionId: string, viewer: Viewer, ctx: CommandContext) {
    const { state: video } = await loadStream(this.events, videoStream(videoId), videoDecider);
    if (!video.exists || video.deleted) throw notFound('Video not found');
    if (video.requiresAuth && !viewer.userId) throw unauthorized('Members only: sign in to watch this video');
    const viewId = this.ids.next();
    const { position } = await handleCommand(this.events, viewStream(viewId), viewDecider, {
      type: 'StartView', viewId, videoId, sessionId, userId: viewer.userId, viewerKey: viewerKeyOf(viewer),
      userAgent: viewer.userAgent, at: ctx.at.toISOString(), videoDuration: video.duration,
    }, ctx);
    return { viewId, position };
  }

  /**
   * RecordViewProgress: the view's own rules (wall clock, ranges, owner), then, the
   * first time it qualifies, the viewer's count stream decides whether it counts.
   */
  async update(videoId: string, viewId: string, viewer: Viewer, watchedDuration: number, completionPercentage: number, ctx: CommandContext) {
    const viewerKey = viewerKeyOf(viewer);
    const at = ctx.at.toISOString();
    const recorded = await handleCommand(this.events, viewStream(viewId), viewDecider, {
      type: 'RecordViewProgress', videoId, viewerKey, watchedDuration, completionPercentage, at,
    }, ctx);
    const qualified = recorded.events.some((e) => e.type === 'ViewQualified');
    let counted = false;
    let position = recorded.position;
    if (qualified) {
      const count = await handleCommand(this.events, viewCountStream(videoId, viewerKey), viewCountDecider,
        { type: 'CountView', videoId, viewerKey, viewId, at }, ctx);
      counted = count.events.length > 0;
      position = Math.max(position, count.position);
    }
    return { qualified, counted, position };
  }
}
