import type { RecordedOf } from '../../application/ports/processing';
import type { Collection, ReadStore } from '../../application/ports/read-store';
import { BATTLERS, type BattlerView, type VideoView, votedAsNow } from '../../application/catalogue/read-model';
import type { YoutubeVideoView } from '../../application/youtube/read-model';
import type { EventOfType } from '../../domain/events';
import { categoryOf } from '../../domain/battler/categories';
import { battleOutcome, winRate } from '../../domain/battler/stats';
import { applyOnce, defineProjector } from '../projector';
import { projectYoutubeVideos, YOUTUBE_BATTLER_EVENTS, youtubeDirectoryChange } from '../youtube/youtube-videos';
import { projectVideo, type VideoEvent } from './video-doc';

/**
 * Its private copies, fed by the events it handles: the videos with their tallies (fed
 * uploads, edits, deletions, votes and merges; no views or renditions, which it does
 * not read) and each battler's YouTube videos.
 */
export const BATTLERS_VIDEOS = 'battlers_videos';
const BATTLERS_YOUTUBE_VIDEOS = 'battlers_youtube_videos';
const VIDEO_COPY_EVENTS = ['VideoUploaded', 'VideoUpdated', 'VideoDeleted', 'VoteCast', 'VoteChanged', 'VideoBattlerReassigned'];
const noEvent = () => Promise.resolve(null);

/** What the stats read of a video: its pair, its tallies and the merges its votes are read through. */
type BattlerVideo = Pick<VideoView, 'id' | 'battlerAId' | 'battlerBId' | 'battlerAVotes' | 'battlerBVotes' | 'formerBattlerIds' | '_position'>;

function slim(v: VideoView): BattlerVideo {
  const doc: BattlerVideo = { id: v.id, battlerAId: v.battlerAId, battlerBId: v.battlerBId, battlerAVotes: v.battlerAVotes, battlerBVotes: v.battlerBVotes, _position: v._position };
  if (v.formerBattlerIds) doc.formerBattlerIds = v.formerBattlerIds;
  return doc;
}

/**
 * The copy seen as video documents by `projectVideo` (the grid's code, so the pair and
 * tallies cannot drift from it), stored with only the fields the stats read: a vote
 * copies six fields, not the whole video. A field it drops reads as undefined, which
 * only ever flows into fields it drops again.
 */
function slimCopies(copies: Collection<BattlerVideo>): Collection<VideoView> {
  const wide = copies as unknown as Collection<VideoView>;
  return {
    get: (id) => wide.get(id),
    find: (filter, options) => wide.find(filter, options),
    count: (filter) => copies.count(filter),
    delete: (id) => copies.delete(id),
    deleteMany: (filter) => copies.deleteMany(filter),
    put: (doc) => copies.put(slim(doc)),
    upsert: (doc) => copies.upsert(slim(doc)),
    update: (id, patch) => copies.update(id, patch as Partial<BattlerVideo>),
  };
}

async function videosOfBattler(videos: Collection<VideoView>, battlerId: string): Promise<VideoView[]> {
  const [asA, asB] = await Promise.all([videos.find({ battlerAId: battlerId }), videos.find({ battlerBId: battlerId })]);
  return [...asA, ...asB.filter((v) => v.battlerAId !== battlerId)];
}

export interface BattlerStats {
  battles: number;
  wins: number;
  losses: number;
  winRate: number | null;
  totalVotes: number;
  videoCount: number;
}

/** The battle outcome rule of docs/decisions/votes-and-standings.md, over the battler's videos and their tallies. */
export function statsOf(battlerId: string, videos: readonly VideoView[]): BattlerStats {
  let wins = 0;
  let losses = 0;
  let totalVotes = 0;
  for (const v of videos) {
    const side = v.battlerAId === battlerId ? 'A' : v.battlerBId === battlerId ? 'B' : null;
    if (!side) continue;
    totalVotes += side === 'A' ? v.battlerAVotes : v.battlerBVotes;
    const outcome = battleOutcome(v);
    if (outcome === side) wins++;
    else if (outcome !== 'tie') losses++;
  }
  const battles = videos.filter((v) => v.battlerAId === battlerId || v.battlerBId === battlerId).length;
  return { battles, wins, losses, winRate: winRate(wins, battles), totalVotes, videoCount: battles };
}

/**
 * Event types after which a video's battlers' stats are computed again from the
 * video documents (which carry the tallies): uploads, edits, deletes and votes
 * (vote events carry the video's pair).
 */
export const STATS_FOLLOW = ['VideoUploaded', 'VideoUpdated', 'VideoDeleted', 'VoteCast', 'VoteChanged'] as const;
type StatsEvent = RecordedOf<EventOfType<(typeof STATS_FOLLOW)[number]>>;
type VoteEvent = RecordedOf<EventOfType<'VoteCast' | 'VoteChanged'>>;
const followsStats = (event: { type: string }): event is StatsEvent => (STATS_FOLLOW as readonly string[]).includes(event.type);

function battlersTouched(event: StatsEvent): string[] {
  const d = event.data;
  const previous = event.type === 'VideoUpdated' ? [event.data.previousBattlerAId, event.data.previousBattlerBId] : [];
  return [...new Set([d.battlerAId, d.battlerBId, ...previous].filter((x): x is string => !!x))];
}

/**
 * The common case of a vote, without reading the battlers' videos: when the video's
 * outcome is the same before and after it, only vote totals move (+1 for the chosen
 * battler, −1 for the one a changed vote left). Answers false, leaving the full
 * recomputation to the caller, when the outcome flipped or when the video document
 * is not exactly at this event (a replay after a crash can find it further on).
 */
async function onlyVoteTotalsMove(event: VoteEvent, store: ReadStore): Promise<boolean> {
  const video = await store.collection<BattlerVideo>(BATTLERS_VIDEOS).get(event.data.videoId);
  if (!video || video._position !== event.position) return false;
  const d = votedAsNow(video, event.data);
  const delta = (id: string) => (id === video.battlerAId ? { a: 1, b: 0 } : { a: 0, b: 1 });
  const plus = delta(d.battlerId);
  const minus = event.type === 'VoteChanged' ? delta(event.data.previousBattlerId) : { a: 0, b: 0 };
  const before = { battlerAVotes: video.battlerAVotes - plus.a + minus.a, battlerBVotes: video.battlerBVotes - plus.b + minus.b };
  if (battleOutcome(before) !== battleOutcome(video)) return false;
  const battlers = store.collection<BattlerView>(BATTLERS);
  await applyOnce(battlers, d.battlerId, event.position, (current) => current && { ...current, totalVotes: current.totalVotes + 1 });
  if (event.type === 'VoteChanged') {
    const previous = (d as typeof d & { previousBattlerId: string }).previousBattlerId;
    await applyOnce(battlers, previous, event.position, (current) => current && { ...current, totalVotes: Math.max(0, current.totalVotes - 1) });
  }
  return true;
}

/** A merge (issue 13): the source leaves, the target takes its owner and applications, each video's side moves. */
const MERGE_EVENTS = ['BattlerMerged', 'BattlerAbsorbed', 'VideoBattlerReassigned'] as const;

/** The battler directory: profile, flags, category and stats that follow the tallies. */
export const battlersProjector = defineProjector({
  name: 'battlers',
  // 2: videos and YouTube videos from its own copies (a stored model is rebuilt to fill them)
  version: 2,
  collections: [BATTLERS_VIDEOS, BATTLERS_YOUTUBE_VIDEOS],
  handles: [
    'BattlerCreated', 'BattlerProfileUpdated', 'BattlerFlagsSet', 'BattlerProfileImageChanged', 'BattlerCoverImageChanged', 'BattlerClaimed',
    'BattlerDeleted', 'BattlerStatsRecalculated', 'BattlerApplicationLinked', 'BattlerApplicationUnlinked', ...STATS_FOLLOW,
    ...MERGE_EVENTS,
    ...YOUTUBE_BATTLER_EVENTS,
  ],
  async apply(event, store) {
    const battlers = store.collection<BattlerView>(BATTLERS);
    const copies = slimCopies(store.collection<BattlerVideo>(BATTLERS_VIDEOS));
    const youtubeCopies = store.collection<YoutubeVideoView>(BATTLERS_YOUTUBE_VIDEOS);
    const at = event.metadata.at;
    // the copy first: the stats below read the video as it is after this event
    if (VIDEO_COPY_EVENTS.includes(event.type)) await projectVideo(event as VideoEvent, copies, noEvent);
    const restat = async (battlerId: string) => {
      const videos = await videosOfBattler(copies, battlerId);
      const stats = statsOf(battlerId, videos);
      await applyOnce(battlers, battlerId, event.position, (current) => current && { ...current, ...stats });
    };
    if ((event.type === 'VoteCast' || event.type === 'VoteChanged') && await onlyVoteTotalsMove(event, store)) return;
    if (followsStats(event)) {
      const touched = battlersTouched(event);
      if (event.type === 'VoteCast' || event.type === 'VoteChanged') {
        // a vote recorded with the pair from before a merge: the video's battlers now are the ones it moved
        const video = await copies.get(event.data.videoId);
        if (video) touched.push(...[video.battlerAId, video.battlerBId].filter((id) => !touched.includes(id)));
      }
      for (const id of touched) await restat(id);
      return;
    }
    if (event.type === 'VideoBattlerReassigned') {
      // the video (its copy above) names the target now: both battlers' stats follow
      for (const id of [event.data.fromBattlerId, event.data.battlerId]) await restat(id);
      return;
    }
    const battlerId = event.data.battlerId;
    if ((YOUTUBE_BATTLER_EVENTS as readonly string[]).includes(event.type)) {
      const youtubeEvent = event as Parameters<typeof youtubeDirectoryChange>[0];
      const change = await youtubeDirectoryChange(youtubeEvent, youtubeCopies);
      await applyOnce(battlers, battlerId, event.position, (current) => current && { ...current, ...change });
      await projectYoutubeVideos(youtubeEvent, youtubeCopies);
      return;
    }
    const edit = (change: (current: BattlerView) => Partial<BattlerView>) =>
      applyOnce(battlers, battlerId, event.position, (current) => current && { ...current, ...change(current), updatedAt: at });
    switch (event.type) {
      case 'BattlerCreated': {
        const d = event.data;
        await applyOnce(battlers, battlerId, event.position, () => ({
          id: battlerId, name: d.name, nameLower: d.name.toLowerCase(), userId: null,
          profileImageUrl: null, coverImageUrl: null, location: null, tagline: null, quote: null,
          battles: 0, wins: 0, losses: 0, winRate: null, totalVotes: 0,
          totalYoutubeViews: 0, youtubeVideoCount: 0, lastYoutubeSync: null, youtubeErrorMessage: null,
          youtubeSearchName: null, youtubeChannelId: null,
          isRetired: false, isHallOfFame: false, isDeceased: false, deceasedDate: null, memorialNotes: null,
          category: 'active' as const, videoCount: 0, hasApprovedApplication: false, approvedApplicationIds: [], createdAt: at, updatedAt: at,
        }));
        return;
      }
      case 'BattlerProfileUpdated': {
        const d = event.data;
        await edit(() => ({ tagline: d.tagline, quote: d.quote }));
        return;
      }
      case 'BattlerFlagsSet': {
        const { battlerId: _id, ...flags } = event.data;
        await edit(() => ({ ...flags, category: categoryOf(flags) }));
        return;
      }
      case 'BattlerProfileImageChanged':
        await edit(() => ({ profileImageUrl: event.data.profileImageUrl }));
        return;
      case 'BattlerCoverImageChanged':
        await edit(() => ({ coverImageUrl: event.data.coverImageUrl }));
        return;
      case 'BattlerClaimed':
        await edit(() => ({ userId: event.data.userId }));
        return;
      case 'BattlerDeleted':
        await applyOnce(battlers, battlerId, event.position, () => null);
        await projectYoutubeVideos(event, youtubeCopies);
        return;
      case 'BattlerMerged':
        // the source leaves the directory, its search and its detail
        await applyOnce(battlers, battlerId, event.position, () => null);
        return;
      case 'BattlerAbsorbed': {
        const d = event.data;
        await edit((current) => {
          const ids = [...new Set([...(current.approvedApplicationIds ?? []), ...d.approvedApplications])];
          return { userId: d.userId ?? current.userId, approvedApplicationIds: ids, hasApprovedApplication: ids.length > 0 };
        });
        return;
      }
      case 'BattlerStatsRecalculated':
        await restat(battlerId);
        return;
      case 'BattlerApplicationLinked':
      case 'BattlerApplicationUnlinked': {
        const { applicationId } = event.data;
        await edit((current) => {
          const others = (current.approvedApplicationIds ?? []).filter((id) => id !== applicationId);
          const ids = event.type === 'BattlerApplicationLinked' ? [...others, applicationId] : others;
          return { approvedApplicationIds: ids, hasApprovedApplication: ids.length > 0 };
        });
        return;
      }
    }
  },
});
