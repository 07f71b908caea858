// A league's life in events, touching every event type a projector handles; shared by the projection guards.
import type { EventMetadata, EventStore } from '../application/ports/event-store';
import type { DomainEventType, EventOfType } from '../domain/events';

const ADMIN = 'u-admin';
const FAN = 'u-fan';
const MC = 'u-mc';
const SPONSOR = 'u-sponsor';

interface Step { stream: string; type: DomainEventType; data: unknown; actorId: string | null }

/** A league's life in events, each one as its command or reactor would record it. */
export function leagueHistory(): Step[] {
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
  const watched = { viewId: 'w1', videoId: 'v1', viewerKey: `user:${FAN}`, completionPercentage: 40 };
  add('view-w1', 'ViewProgressRecorded', { ...watched, watchedDuration: 20 }, FAN);
  add('view-w1', 'ViewQualified', { ...watched, watchedDuration: 35 }, FAN);

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

/** Appends the league history to the log; resolves to the last position. */
export async function appendLeagueHistory(events: EventStore): Promise<number> {
  const start = Date.UTC(2026, 0, 1);
  let position = 0;
  for (const [i, step] of leagueHistory().entries()) {
    const metadata: EventMetadata = {
      actorId: step.actorId, at: new Date(start + i * 60_000).toISOString(), correlationId: `req-${i}`, causationId: null,
    };
    ({ position } = await events.append(step.stream, [{ type: step.type, data: step.data, metadata }], 'any'));
  }
  return position;
}
