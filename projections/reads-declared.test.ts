import { embeddedStores } from '../test/stores';
import type { EventMetadata, RecordedEvent } from '../application/ports/event-store';
import type { Collection, ReadStore } from '../application/ports/read-store';
import type { DomainEventType, EventOfType } from '../domain/events';
import { serverModules } from '../api/modules';
import type { Projector } from './projector';
import { ProjectionRunner } from './runner';

/**
 * A projector that reads another projector's read model while applying must name that
 * projector in `readsFrom`: the runner holds it while the other one retries, else it
 * would apply events against a model that is behind (docs/decisions/projections.md).
 * Nothing enforces the declaration, so this guard runs every projector the
 * server registers over a history holding every event type they handle, notes each
 * collection a projector opens and each one it writes, and checks that every
 * collection P opens that another projector Q writes is covered by Q in P.readsFrom
 * (directly: a transitive hold is not what the declaration says).
 */

const ADMIN = 'u-admin';
const FAN = 'u-fan';
const MC = 'u-mc';
const SPONSOR = 'u-sponsor';

interface Step { stream: string; type: DomainEventType; data: unknown; actorId: string | null }

/** A league's life in events, each one as its command or reactor would record it. */
function leagueHistory(): Step[] {
  const steps: Step[] = [];
  const add = <T extends DomainEventType>(stream: string, type: T, data: EventOfType<T>['data'], actorId: string | null = ADMIN) =>
    steps.push({ stream, type, data, actorId });

  // users and settings
  const register = (userId: string, username: string, role: 'user' | 'super_admin' = 'user') =>
    add(`user-${userId}`, 'UserRegistered', {
      userId, username, email: `${username}@example.com`, firstName: username, lastName: 'Doe', passwordHash: 'x', role,
    }, null);
  register(ADMIN, 'boss', 'super_admin');
  register(FAN, 'fan');
  register(MC, 'mc');
  register(SPONSOR, 'brand');
  add(`user-${MC}`, 'RoleChanged', { userId: MC, role: 'admin', previousRole: 'user' }, 'cli');
  add(`user-${MC}`, 'RoleChanged', { userId: MC, role: 'user', previousRole: 'admin' });
  add(`user-${FAN}`, 'PasswordResetByAdmin', { userId: FAN, passwordHash: 'y' });
  add('settings', 'SettingChanged', { key: 'site_logo', value: '/uploads/logo.png', previousValue: null });
  add('settings', 'SettingCleared', { key: 'site_logo', previousValue: '/uploads/logo.png' });

  // sponsorship tiers
  const tier = { name: 'Gold', cost: '$500', benefits: 'Banner', displayOrder: 1, isActive: true };
  add('tier-t1', 'SponsorshipTierCreated', { tierId: 't1', ...tier });
  add('tier-t1', 'SponsorshipTierUpdated', { tierId: 't1', previousName: 'Gold', ...tier, name: 'Platinum' });
  add('tier-t2', 'SponsorshipTierCreated', { tierId: 't2', ...tier, name: 'Bronze' });
  add('tier-t2', 'SponsorshipTierDeleted', { tierId: 't2', name: 'Bronze' });

  // battlers, events, videos
  for (const [id, name] of [['ace', 'Ace'], ['blaze', 'Blaze'], ['cruz', 'Cruz'], ['dex', 'Dex'], ['gone', 'Gone']]) {
    add(`battler-${id}`, 'BattlerCreated', { battlerId: id, name });
  }
  const leagueEvent = (eventId: string, title: string) =>
    add(`league-event-${eventId}`, 'LeagueEventCreated', { eventId, title, description: '', eventDate: '2026-03-01', thumbnailUrl: null });
  leagueEvent('e1', 'Night One');
  leagueEvent('e2', 'Night Two');
  leagueEvent('e3', 'Cancelled Night');
  const names: Record<string, string> = { ace: 'Ace', blaze: 'Blaze', cruz: 'Cruz', dex: 'Dex' };
  const details = (eventId: string, a: string, b: string, isMainEvent: boolean) => ({
    title: `${names[a]} vs ${names[b]}`, description: '', eventId, battlerAId: a, battlerAName: names[a], battlerBId: b, battlerBName: names[b],
    isMainEvent, requiresAuth: false,
  });
  const upload = (videoId: string, eventId: string, a: string, b: string, isMainEvent: boolean) =>
    add(`video-${videoId}`, 'VideoUploaded', {
      videoId, ...details(eventId, a, b, isMainEvent), thumbnailUrl: null, fileKey: `videos/${videoId}.mp4`, fileSize: 1000,
      mimeType: 'video/mp4', duration: 60, width: 1280, height: 720, bitrate: 1000,
    });
  upload('v1', 'e1', 'ace', 'blaze', true);
  upload('v2', 'e1', 'blaze', 'dex', false);
  upload('v3', 'e3', 'ace', 'cruz', true);
  add('video-v1', 'RenditionsPlanned', { videoId: 'v1', qualities: ['720p', '480p'] });
  add('video-v1', 'RenditionCompleted', { videoId: 'v1', quality: '480p', key: 'videos/v1-480p.mp4', size: 500, width: 854, height: 480, bitrate: 500 });
  add('video-v1', 'RenditionFailed', { videoId: 'v1', quality: '720p', reason: 'ffmpeg exited 1' });
  add('video-v2', 'VideoThumbnailExtracted', { videoId: 'v2', thumbnailUrl: '/uploads/thumbnails/frame-x.jpg', atSeconds: 6 });
  // v2 moves to the second night
  add('video-v2', 'VideoUpdated', {
    videoId: 'v2', ...details('e2', 'blaze', 'dex', false), thumbnailUrl: null, previousThumbnailUrl: null,
    previousEventId: 'e1', previousBattlerAId: 'blaze', previousBattlerBId: 'dex',
  });
  add('league-event-e1', 'LeagueEventUpdated', {
    eventId: 'e1', title: 'Night One (Finals)', description: 'the finals', eventDate: '2026-03-02', thumbnailUrl: null, previousThumbnailUrl: null,
  });

  // votes and views
  const pair = { battlerAId: 'ace', battlerBId: 'blaze' };
  add(`ballot-v1-${FAN}`, 'VoteCast', { videoId: 'v1', userId: FAN, battlerId: 'ace', ...pair }, FAN);
  add(`ballot-v1-${MC}`, 'VoteCast', { videoId: 'v1', userId: MC, battlerId: 'ace', ...pair }, MC);
  // the outcome stays (totals only), then flips to a tie (stats recomputed)
  add(`ballot-v1-${SPONSOR}`, 'VoteCast', { videoId: 'v1', userId: SPONSOR, battlerId: 'blaze', ...pair }, SPONSOR);
  add(`ballot-v1-${MC}`, 'VoteChanged', { videoId: 'v1', userId: MC, battlerId: 'blaze', previousBattlerId: 'ace', ...pair }, MC);
  add(`ballot-v2-${FAN}`, 'VoteCast', { videoId: 'v2', userId: FAN, battlerId: 'dex', battlerAId: 'blaze', battlerBId: 'dex' }, FAN);
  add('views-v1', 'ViewCounted', { videoId: 'v1', viewerKey: `user:${FAN}`, viewId: 'w1', countedAt: '2026-01-01T00:00:00.000Z' }, FAN);

  // comments
  const comment = (commentId: string, videoId: string, userId: string, parentCommentId: string | null) =>
    add(`comment-${commentId}`, 'CommentPosted', { commentId, videoId, userId, parentCommentId, content: 'bars' }, userId);
  comment('c1', 'v1', FAN, null);
  comment('c2', 'v1', MC, 'c1');
  comment('c3', 'v3', MC, null);
  add('comment-c1', 'CommentEdited', { commentId: 'c1', videoId: 'v1', content: 'bars!' }, FAN);
  add(`user-${FAN}`, 'ProfileUpdated', { userId: FAN, firstName: 'Fanny', lastName: 'Doe', email: 'fan@example.com' }, FAN);
  add(`user-${FAN}`, 'AvatarChanged', { userId: FAN, profilePictureUrl: '/uploads/avatars/fan.jpg', previousProfilePictureUrl: null }, FAN);
  add('comment-c2', 'CommentRemoved', {
    commentId: 'c2', videoId: 'v1', videoTitle: 'Ace vs Blaze', parentCommentId: 'c1', userId: MC, moderatorId: ADMIN, reason: 'spam',
  });
  add('comment-c2', 'CommentRemovalNoticeSent', { commentId: 'c2', videoId: 'v1', videoTitle: 'Ace vs Blaze', userId: MC }, null);
  add('comment-c1', 'CommentDeleted', { commentId: 'c1', videoId: 'v1', parentCommentId: null }, FAN);

  // an event deleted, its video with it
  add('league-event-e3', 'LeagueEventDeleted', { eventId: 'e3', title: 'Cancelled Night', thumbnailUrl: null });
  add('video-v3', 'VideoDeleted', {
    videoId: 'v3', eventId: 'e3', battlerAId: 'ace', battlerBId: 'cruz', fileKey: 'videos/v3.mp4', thumbnailUrl: null, reason: 'event_deleted',
    title: 'Ace vs Cruz',
  }, null);

  // battler profiles
  add('battler-ace', 'BattlerProfileUpdated', { battlerId: 'ace', tagline: 'The one', quote: null, by: 'admin' });
  add('battler-ace', 'BattlerProfileImageChanged', { battlerId: 'ace', profileImageUrl: '/uploads/ace.jpg', previousProfileImageUrl: null, by: 'admin' });
  add('battler-cruz', 'BattlerFlagsSet', {
    battlerId: 'cruz', isRetired: true, isHallOfFame: true, isDeceased: false, deceasedDate: null, memorialNotes: null,
  });
  add('battler-ace', 'BattlerStatsRecalculated', { battlerId: 'ace' });

  // battler applications: one approved and linked, unlinked and deleted; one linked to a battler merged later
  const application = (applicationId: string, userId: string, battlerName: string) =>
    add(`battler-application-${applicationId}`, 'BattlerApplicationSubmitted', {
      applicationId, userId, battlerName, email: `${userId}@example.com`, phoneNumber: null, experience: 'years', socialMedia: null,
      location: null, yearsOfBattling: 3, battleVideoUrl: null,
    }, userId);
  const review = (applicationId: string, userId: string, battlerName: string, status: 'approved' | 'rejected', previousStatus: 'pending' | 'approved') =>
    add(`battler-application-${applicationId}`, 'BattlerApplicationReviewed', {
      applicationId, userId, battlerName, status, previousStatus, reviewNotes: 'ok', reviewerId: ADMIN,
    });
  application('a1', MC, 'Ace');
  review('a1', MC, 'Ace', 'approved', 'pending');
  add('battler-application-a1', 'BattlerApplicationLinkRecorded', { applicationId: 'a1', userId: MC, battlerId: 'ace' }, null);
  add('battler-ace', 'BattlerApplicationLinked', { battlerId: 'ace', name: 'Ace', applicationId: 'a1', userId: MC }, null);
  application('a2', FAN, 'Dex');
  review('a2', FAN, 'Dex', 'approved', 'pending');
  add('battler-application-a2', 'BattlerApplicationLinkRecorded', { applicationId: 'a2', userId: FAN, battlerId: 'dex' }, null);
  add('battler-dex', 'BattlerApplicationLinked', { battlerId: 'dex', name: 'Dex', applicationId: 'a2', userId: FAN }, null);
  review('a1', MC, 'Ace', 'rejected', 'approved');
  add('battler-ace', 'BattlerApplicationUnlinked', { battlerId: 'ace', name: 'Ace', applicationId: 'a1', userId: MC }, null);
  add('battler-application-a1', 'BattlerApplicationLinkCleared', { applicationId: 'a1', userId: MC, battlerId: 'ace' }, null);
  add('battler-application-a1', 'BattlerApplicationDeleted', {
    applicationId: 'a1', userId: MC, battlerName: 'Ace', previousStatus: 'rejected', deletedBy: ADMIN,
  });

  // claims: one approved (the battler claimed), one reverted and deleted, one moved by the merge below
  const claimForm = { contactEmail: 'me@example.com', contactPhone: null, battleVideos: [], battleHistory: 'lots', additionalInfo: null };
  const claim = { userId: MC, battlerId: 'ace', battlerName: 'Ace' };
  add('claim-request-r1', 'ClaimRequestSubmitted', { requestId: 'r1', ...claim, ...claimForm }, MC);
  add('claim-request-r1', 'ClaimMailSent', { requestId: 'r1', ...claim, kind: 'submission' }, null);
  add('claim-request-r1', 'ClaimRequestReviewed', { requestId: 'r1', ...claim, status: 'approved', reviewNotes: null, reviewerId: ADMIN, automatic: false });
  add('battler-ace', 'BattlerClaimed', { battlerId: 'ace', userId: MC, claimRequestId: 'r1', name: 'Ace' }, null);
  add('battler-ace', 'BattlerCoverImageChanged', { battlerId: 'ace', name: 'Ace', coverImageUrl: '/uploads/ace-cover.jpg', previousCoverImageUrl: null }, MC);
  const other = { userId: FAN, battlerId: 'ace', battlerName: 'Ace' };
  add('claim-request-r2', 'ClaimRequestSubmitted', { requestId: 'r2', ...other, ...claimForm }, FAN);
  add('claim-request-r2', 'ClaimRequestReviewed', { requestId: 'r2', ...other, status: 'approved', reviewNotes: null, reviewerId: ADMIN, automatic: false });
  add('claim-request-r2', 'ClaimApprovalReverted', { requestId: 'r2', ...other, reason: 'already claimed' }, null);
  add('claim-request-r2', 'ClaimRequestDeleted', { requestId: 'r2', ...other, previousStatus: 'pending', deletedBy: ADMIN });
  add('claim-request-r3', 'ClaimRequestSubmitted', { requestId: 'r3', userId: FAN, battlerId: 'dex', battlerName: 'Dex', ...claimForm }, FAN);

  // YouTube
  const facts = (youtubeVideoId: string, viewCount: number) => ({ youtubeVideoId, title: youtubeVideoId, channelName: 'League', viewCount, publishedAt: null });
  const at = '2026-02-01T00:00:00.000Z';
  add('youtube-ace', 'YoutubeSynced', { battlerId: 'ace', battlerName: 'Ace', searchName: 'Ace', syncedAt: at, videos: [facts('y1', 10), facts('y2', 20)] }, null);
  add('youtube-ace', 'YoutubeVideoReviewed', {
    battlerId: 'ace', battlerName: 'Ace', youtubeVideoId: 'y2', title: 'y2', isRelevant: false, reviewNotes: 'not him', reviewedAt: at,
  });
  add('youtube-ace', 'YoutubeSyncFailed', { battlerId: 'ace', battlerName: 'Ace', searchName: 'Ace', syncedAt: at, error: 'quota', quotaExhausted: true }, null);
  add('youtube-dex', 'YoutubeSynced', { battlerId: 'dex', battlerName: 'Dex', searchName: 'Dex', syncedAt: at, videos: [facts('y3', 5)] }, null);
  add('youtube-gone', 'YoutubeSynced', { battlerId: 'gone', battlerName: 'Gone', searchName: 'Gone', syncedAt: at, videos: [facts('y4', 1)] }, null);

  // a merge, Dex into Cruz, as MergeBattlers and its reactor record it
  add('battler-dex', 'BattlerMerged', { battlerId: 'dex', name: 'Dex', targetId: 'cruz', targetName: 'Cruz' });
  add('battler-cruz', 'BattlerAbsorbed', {
    battlerId: 'cruz', name: 'Cruz', sourceId: 'dex', sourceName: 'Dex', userId: FAN, approvedApplications: ['a2'],
  }, null);
  add('video-v2', 'VideoBattlerReassigned', {
    videoId: 'v2', side: 'B', fromBattlerId: 'dex', fromName: 'Dex', battlerId: 'cruz', battlerName: 'Cruz', battlerAId: 'blaze', battlerBId: 'cruz',
  }, null);
  add('youtube-cruz', 'YoutubeVideosMerged', {
    battlerId: 'cruz', battlerName: 'Cruz', fromBattlerId: 'dex', fromBattlerName: 'Dex',
    videos: [{ ...facts('y3', 5), isRelevant: null, reviewNotes: null, reviewedAt: null }],
  }, null);
  // a vote recorded with the pair from before the merge
  add(`ballot-v2-${MC}`, 'VoteCast', { videoId: 'v2', userId: MC, battlerId: 'dex', battlerAId: 'blaze', battlerBId: 'dex' }, MC);
  add('youtube-ace', 'YoutubeReset', { battlerId: 'ace', battlerName: 'Ace' });

  // sponsorship: one approved and customised, one rejected and deleted
  const sponsorship = (applicationId: string, companyName: string) =>
    add(`sponsorship-${applicationId}`, 'SponsorshipApplied', {
      applicationId, userId: SPONSOR, companyName, contactPerson: 'Bo', email: 'bo@example.com', phoneNumber: null,
      sponsorshipLevel: 'Platinum', message: 'hi', selectedEvents: ['e1'],
    }, SPONSOR);
  const reviewed = (applicationId: string, companyName: string, status: 'approved' | 'rejected') =>
    add(`sponsorship-${applicationId}`, 'SponsorshipReviewed', {
      applicationId, companyName, reviewedBy: ADMIN, status, previousStatus: 'pending', reviewNotes: 'ok', previousReviewNotes: null,
      sponsorshipStartDate: '2026-01-01', sponsorshipEndDate: '2026-12-31',
    });
  sponsorship('s1', 'Acme');
  reviewed('s1', 'Acme', 'approved');
  add('sponsorship-s1', 'SponsorCustomized', {
    applicationId: 's1', companyName: 'Acme', previousLogoUrl: null, logoUrl: '/uploads/acme.png', websiteUrl: 'https://acme.example', description: 'x',
    videoUrl: null,
  }, SPONSOR);
  sponsorship('s2', 'Initech');
  reviewed('s2', 'Initech', 'rejected');
  add('sponsorship-s2', 'SponsorshipApplicationDeleted', { applicationId: 's2', companyName: 'Initech', status: 'rejected', logoUrl: null });

  // last: a deleted video with its comments, a deleted battler with its YouTube videos
  add('video-v1', 'VideoDeleted', {
    videoId: 'v1', eventId: 'e1', battlerAId: 'ace', battlerBId: 'blaze', fileKey: 'videos/v1.mp4', thumbnailUrl: null, reason: 'admin', title: 'Ace vs Blaze',
  });
  add('battler-gone', 'BattlerDeleted', { battlerId: 'gone', name: 'Gone', profileImageUrl: null, coverImageUrl: null });
  return steps;
}

/** What one projector did with the store, per collection: the event type it first opened / wrote it at. */
interface Seen { opened: Map<string, string>; written: Map<string, string>; applied: Set<string> }

const WRITES = new Set(['upsert', 'put', 'update', 'delete', 'deleteMany']);

/** The store as one projector sees it while applying `type`: every collection it opens and writes is noted. */
function noting(store: ReadStore, seen: Seen, type: string): ReadStore {
  const note = (map: Map<string, string>, name: string) => { if (!map.has(name)) map.set(name, type); };
  const wrapper: ReadStore = {
    collection<T extends { id: string }>(name: string): Collection<T> {
      note(seen.opened, name);
      return new Proxy(store.collection<T>(name), {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          if (WRITES.has(key as string)) note(seen.written, name);
          return (value as (...args: unknown[]) => unknown).bind(target);
        },
      });
    },
    dropAll: () => store.dropAll(),
    onChange: (listener) => store.onChange(listener),
    shadow: () => store.shadow(),
    close: () => store.close(),
  };
  return wrapper;
}

describe('readsFrom: every read model a projector reads is declared', () => {
  const projectors = serverModules.flatMap((m) => m.projectors);
  const seen = new Map<string, Seen>(projectors.map((p) => [p.name, { opened: new Map(), written: new Map(), applied: new Set() }]));

  beforeAll(async () => {
    const stores = embeddedStores();
    try {
      const start = Date.UTC(2026, 0, 1);
      let position = 0;
      for (const [i, step] of leagueHistory().entries()) {
        const metadata: EventMetadata = {
          actorId: step.actorId, at: new Date(start + i * 60_000).toISOString(), correlationId: `req-${i}`, causationId: null,
        };
        ({ position } = await stores.events.append(step.stream, [{ type: step.type, data: step.data, metadata }], 'any'));
      }
      const observed: Projector[] = projectors.map((p) => ({
        ...p,
        apply(event: RecordedEvent, store: ReadStore) {
          const s = seen.get(p.name) as Seen;
          s.applied.add(event.type);
          return p.apply(event, noting(store, s, event.type));
        },
      }));
      const runner = new ProjectionRunner(stores.events, stores.reads, observed);
      await runner.start();
      try {
        expect(await runner.waitFor(position, 10_000)).toBe(true);
        // the history is one the projectors take without an error (else what they read was cut short)
        expect(runner.health().filter((h) => h.lastError).map((h) => `${h.name}: ${h.lastError?.message}`)).toEqual([]);
      } finally {
        await runner.stop();
      }
    } finally {
      await stores.close();
    }
  }, 20_000);

  it('the history gives every projector every event type it handles, and each writes its model', () => {
    const missing = projectors.flatMap((p) => p.handles.filter((t) => !seen.get(p.name)?.applied.has(t))
      .map((t) => `projector '${p.name}' handles ${t}, which the history of reads-declared.test.ts lacks: add one`));
    const silent = projectors.filter((p) => (seen.get(p.name)?.written.size ?? 0) === 0)
      .map((p) => `projector '${p.name}' wrote nothing over the history: its collections' owner is unknown`);
    expect([...missing, ...silent]).toEqual([]);
  });

  it("names only projectors in readsFrom, and names every other projector's model it reads", () => {
    const names = new Set(projectors.map((p) => p.name));
    const unknown = projectors.flatMap((p) => (p.readsFrom ?? []).filter((n) => !names.has(n))
      .map((n) => `projector '${p.name}' declares readsFrom '${n}', which is no registered projector`));

    /** who writes each collection: what the replay saw written, and what projectors declare as theirs */
    const writers = new Map<string, Set<string>>();
    const owns = (collection: string, projector: string) => writers.set(collection, (writers.get(collection) ?? new Set()).add(projector));
    for (const p of projectors) {
      for (const c of seen.get(p.name)?.written.keys() ?? []) owns(c, p.name);
      for (const c of p.collections ?? []) owns(c, p.name);
    }

    const undeclared: string[] = [];
    for (const p of projectors) {
      const declared = new Set(p.readsFrom ?? []);
      for (const [collection, type] of seen.get(p.name)?.opened ?? []) {
        const owners = writers.get(collection);
        if (!owners) {
          undeclared.push(`projector '${p.name}' reads collection '${collection}' (applying ${type}), which no projector wrote over the history`);
          continue;
        }
        for (const q of owners) {
          if (q === p.name || declared.has(q)) continue;
          undeclared.push(`projector '${p.name}' reads collection '${collection}' (applying ${type}), the read model of projector '${q}', `
            + `but its readsFrom [${[...declared].join(', ')}] lacks '${q}': add it (projections runner holds only declared readers)`);
        }
      }
    }
    expect([...unknown, ...undeclared]).toEqual([]);
  });

  it('sees every declared read happen (the noting store is live; a declaration the history never exercises is flagged)', () => {
    const unseen = projectors.flatMap((p) => (p.readsFrom ?? []).filter((q) => {
      const theirs = [...seen.get(q)?.written.keys() ?? [], ...projectors.find((o) => o.name === q)?.collections ?? []];
      return !theirs.some((c) => seen.get(p.name)?.opened.has(c));
    }).map((q) => `projector '${p.name}' declares readsFrom '${q}' but never opened its model over the history: `
      + 'add the events that make it read it, or drop a stale declaration'));
    expect(unseen).toEqual([]);
  });
});
