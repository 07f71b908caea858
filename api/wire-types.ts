/**
 * The API's answers as they travel: the read models minus what never leaves the
 * server (`_position`, search keys, storage keys). Derived from the functions the
 * routers send through, so a new field reaches the web's types by itself.
 * Type-only: the web imports this file with `import type`, nothing of it runs there.
 * Keep what this file imports free of decorators and I/O: the web's tsconfig checks it.
 */
import type { adminBattler, MainVideoView, publicBattler, publicEvent, publicVideo } from '../application/catalogue/read-model';
import type { PublicComment } from '../application/engagement/comments-read-model';
import type { BallotView } from '../application/engagement/read-model';
import type { SettingView } from '../application/settings/read-model';
import type { AuditActor, AuditEntry, PublicUser } from '../application/users/read-model';

export type { Role } from '../domain/shared/roles';
export type { BattlerCategory } from '../domain/battler/categories';
export type { CommentAuthor } from '../application/engagement/comments-read-model';

/** GET /api/auth/user, /api/admin/users, /api/profile: a user without internal keys or the hash. */
export type UserWire = PublicUser;

/** GET /api/events/{id}/main-video and an event's `mainVideo` */
export type MainVideoWire = MainVideoView;
/** GET /api/events */
export type EventWire = ReturnType<typeof publicEvent>;
/** GET /api/events/{id}/videos, /api/admin/videos */
export type VideoWire = ReturnType<typeof publicVideo>;
/** GET /api/battlers/{id}/battles: a video seen from that battler's side */
export type BattleWire = VideoWire & { opponentName: string };
/** GET /api/battlers, /api/battlers/{id} */
export type BattlerWire = ReturnType<typeof publicBattler>;
/** GET /api/admin/battlers */
export type AdminBattlerWire = ReturnType<typeof adminBattler>;
/** GET /api/battlers/names and /api/battlers/search */
export type BattlerNameWire = Pick<BattlerWire, 'id' | 'name'>;

/** GET /api/videos/{id}/comments: one flat list, nested by parentCommentId */
export type CommentWire = PublicComment;

/** GET /api/videos/{id}/votes: the tally the video read model keeps */
export type VoteTallyWire = Pick<VideoWire, 'battlerAVotes' | 'battlerBVotes' | 'totalVotes'>;
/** GET /api/videos/{id}/user-vote: null until the user's vote counts for the video's current pair */
export type UserVoteWire = { votedBattlerId: BallotView['votedBattlerId'] | null };

/** GET /api/system-settings/{key} and the admin's writes (which add a message or the time) */
export type SettingWire = Pick<SettingView, 'key' | 'value'>;

/** GET /api/admin/audit */
export type AuditEntryWire = Omit<AuditEntry, '_position'>;
export type AuditActorWire = AuditActor;

// Sponsorship tiers, applications, the sponsor showcase and battler tryouts. Written
// out as the contract both sides were built against; the routers' answers are
// checked against these types (`satisfies`), so a drift breaks the server's build.

export type { ApplicationStatus, ReviewStatus } from '../domain/sponsorship/limits';

/** GET /api/sponsorship-tiers: the active tiers in displayOrder, then name */
export interface SponsorshipTierWire {
  id: string;
  name: string;
  /** free text ('$500 / event') */
  cost: string;
  /** one benefit per line */
  benefits: string;
}
/** GET /api/admin/sponsorship-tiers (every tier, in displayOrder then name), and the admin writes' answers */
export interface AdminSponsorshipTierWire extends SponsorshipTierWire {
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/future-events: events dated after now, soonest first */
export interface FutureEventWire {
  id: string;
  title: string;
  eventDate: string;
  description: string;
}

/** An application's selected event; title null when the event no longer exists */
export interface SelectedEventWire {
  id: string;
  title: string | null;
}

/** GET /api/my-sponsorship-applications (newest first). Dates are calendar days, `YYYY-MM-DD`. */
export interface MySponsorshipApplicationWire {
  id: string;
  companyName: string;
  sponsorshipLevel: string;
  status: 'pending' | 'approved' | 'rejected';
  message: string;
  reviewNotes: string | null;
  createdAt: string;
  sponsorshipStartDate: string | null;
  sponsorshipEndDate: string | null;
  selectedEvents: SelectedEventWire[];
}

/** GET /api/sponsorship-applications (admin, newest first); also the answer of POST, PATCH .../status */
export interface SponsorshipApplicationWire extends MySponsorshipApplicationWire {
  type: 'sponsor';
  userId: string;
  contactPerson: string;
  email: string;
  phoneNumber: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  isActive: boolean;
  displayOrder: number;
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
  videoUrl: string | null;
}

/** GET /api/approved-sponsors: approved, active, period includes today; displayOrder then approval time */
export interface SponsorWire {
  id: string;
  companyName: string;
  contactPerson: string;
  email: string;
  sponsorshipLevel: string;
  description: string | null;
  message: string;
  websiteUrl: string | null;
  logoUrl: string | null;
  videoUrl: string | null;
  createdAt: string;
  sponsorshipStartDate: string | null;
}

/** GET /api/admin/sponsors: every approved sponsorship, with where it stands on the showcase today */
export interface AdminSponsorWire extends SponsorWire {
  sponsorshipEndDate: string | null;
  approvedAt: string;
  displayOrder: number;
  isActive: boolean;
  /** live: on /sponsors today; scheduled: its period starts later; expired: its end day has passed */
  showcase: 'live' | 'scheduled' | 'expired';
}

/** GET /api/my-battler-applications (newest first) */
export interface MyBattlerApplicationWire {
  id: string;
  battlerName: string;
  email: string;
  status: 'pending' | 'approved' | 'rejected';
  reviewNotes: string | null;
  experience: string;
  createdAt: string;
}

/** GET /api/battler-applications (admin, newest first); also the answer of POST and PATCH .../status */
export interface BattlerApplicationWire extends MyBattlerApplicationWire {
  type: 'battler';
  userId: string;
  phoneNumber: string | null;
  socialMedia: string | null;
  location: string | null;
  yearsOfBattling: number | null;
  battleVideoUrl: string | null;
  /** 'email' (contactInfo the email) unless the applicant gave only a phone */
  contactMethod: string;
  contactInfo: string;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  /** the battler an approval linked it to (found by name or created) */
  battlerId: string | null;
}

// Claim requests and the owner's battler (issue 11): written out as the contract, as above.

/** A claim request as its claimant sees it: POST /api/battlers/{id}/claim-request (201), GET /api/user/pending-claim-request */
export interface ClaimRequestWire {
  id: string;
  battlerId: string;
  userId: string;
  contactEmail: string;
  contactPhone: string | null;
  /** platform → URL; absent when none was given */
  socialMediaLinks?: Partial<Record<'instagram' | 'twitter' | 'tiktok' | 'youtube' | 'website', string>>;
  battleVideos: string[];
  battleHistory: string;
  additionalInfo: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reviewNotes: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

/** GET /api/admin/claim-requests (newest first), and the answer of PATCH .../status */
export interface AdminClaimRequestWire extends ClaimRequestWire {
  /** null when the account no longer exists */
  user: { firstName: string; lastName: string; username: string; email: string } | null;
  /** null when the battler was deleted */
  battler: { name: string } | null;
  /** admin §3's three sent-flags: each set once its mail went out */
  submissionEmailSent: boolean;
  adminNotificationSent: boolean;
  resultEmailSent: boolean;
}

// YouTube and duplicate battlers (issue 13): written out as the contract, as above.

/** GET /api/admin/battlers/{id}/youtube-videos (an array, most viewed first); `video` of PATCH .../relevance */
export interface YoutubeVideoWire {
  /** youtubeRecordId(battlerId, youtubeVideoId): the {videoId} of PATCH /api/admin/youtube-videos/{videoId}/relevance */
  id: string;
  battlerId: string;
  youtubeVideoId: string;
  title: string;
  channelName: string;
  viewCount: number;
  publishedAt: string | null;
  /** null: unreviewed */
  isRelevant: boolean | null;
  reviewNotes: string | null;
  reviewedAt: string | null;
  /** https://www.youtube.com/watch?v=… */
  url: string;
}

/** A battler's YouTube totals: relevant and unreviewed videos count, irrelevant ones never. */
export interface YoutubeStatsWire {
  totalViews: number;
  videoCount: number;
  lastSync: string | null;
  searchName: string | null;
  errorMessage: string | null;
}

/** The day's quota as the server counts it (Pacific-time day). */
export interface YoutubeQuotaWire {
  day: string;
  searchCallsUsed: number;
  searchCallsLimit: number;
  unitsUsed: number;
  unitsLimit: number;
  /** Google said the quota is exhausted, or the ledger has nothing left for a sync */
  exhausted: boolean;
}

/** GET /api/admin/youtube/test (200 even when not connected) */
export interface YoutubeTestWire {
  connected: boolean;
  /** null when connected; 'YouTube is not configured: set YOUTUBE_API_KEY' when no key */
  error: string | null;
  configured: boolean;
  quota: YoutubeQuotaWire;
}

/** POST /api/admin/battlers/{id}/sync-youtube {searchName?} (200); failures are 4xx/5xx with `message` */
export interface YoutubeSyncWire {
  battler: { id: string; name: string };
  youtubeStats: YoutubeStatsWire;
  /** videos the search matched this time, and how many of them were new */
  matched: number;
  added: number;
}

/** PATCH /api/admin/youtube-videos/{videoId}/relevance {isRelevant, reviewNotes} */
export interface YoutubeReviewWire {
  video: YoutubeVideoWire;
  youtubeStats: YoutubeStatsWire;
}

/** POST /api/admin/battlers/{id}/reset-youtube */
export interface YoutubeResetWire {
  message: string;
  battler: { id: string; name: string };
  youtubeStats: YoutubeStatsWire;
}

/** POST /api/admin/youtube/batch-sync {maxBattlers ≤ 99} */
export interface YoutubeBatchWire {
  successful: number;
  failed: number;
  quotaExhausted: boolean;
  /** battlers tried, in the order tried (least recently synced first) */
  attempted: number;
  quota: YoutubeQuotaWire;
}

/** A battler as duplicate detection and the merge preview show it. */
export interface BattlerBriefWire {
  id: string;
  name: string;
  profileImageUrl: string | null;
  battles: number;
  wins: number;
  losses: number;
  totalVotes: number;
  totalYoutubeViews: number;
  /** claimed: the owner's user id */
  userId: string | null;
}

/** GET /api/admin/battlers/duplicates: likely pairs, best score first */
export interface DuplicatePairWire {
  a: BattlerBriefWire;
  b: BattlerBriefWire;
  /** 0…1; 1 = the same name once normalised */
  score: number;
  /** 'same-name': equal once normalised; 'similar': close by edit distance */
  reason: 'same-name' | 'similar';
}
export interface DuplicatesWire {
  pairs: DuplicatePairWire[];
}

/** GET /api/admin/battlers/similar?name=… : the battlers an application's battlerName may mean, best first */
export interface SimilarBattlersWire {
  name: string;
  matches: { battler: BattlerBriefWire; score: number; reason: 'same-name' | 'similar' }[];
}

/** GET /api/admin/battlers/merge-preview?sourceId=…&targetId=… : what a merge would move */
export interface MergePreviewWire {
  source: BattlerBriefWire;
  target: BattlerBriefWire;
  videos: number;
  votes: number;
  approvedApplications: number;
  youtubeVideos: number;
  /** the source's owner becomes the target's (only the source is claimed) */
  ownerMoves: boolean;
  /** what becomes of the source's photo, cover, texts and flags (absent from a server before images followed a merge) */
  profile?: MergeProfileWire;
  /** why the merge would be refused (the 4xx message it would get), or null */
  refusal: string | null;
}

/** One of a battler's own things a merge may carry over: the battler's own field names. */
export type MergeProfileFieldWire =
  | 'profileImageUrl' | 'coverImageUrl' | 'tagline' | 'quote' | 'isRetired' | 'isHallOfFame' | 'isDeceased' | 'deceasedDate' | 'memorialNotes';

/**
 * The source's own things at a merge, each listed once; those the source lacks, or has
 * equal to the target's, are not listed (nothing changes).
 */
export interface MergeProfileWire {
  /** the target has none (an unset flag counts as none): it takes the source's */
  takes: MergeProfileFieldWire[];
  /** the target keeps its own: the source's goes (an image file is deleted) */
  keepsOwn: MergeProfileFieldWire[];
  /** the target is claimed and has none: its owner manages it, the source's goes (an image file is deleted) */
  ownerManaged: MergeProfileFieldWire[];
}

/** POST /api/admin/battlers/merge {sourceId, targetId} (200, once the moves are done): the target after it */
export interface MergeResultWire {
  sourceId: string;
  targetId: string;
  target: BattlerBriefWire;
  /** videos re-pointed */
  videosMoved: number;
}

// Operations (issue 14)

/** GET /api/admin/projections: every projector and reactor against the head of the log */
export interface ProcessingStatusWire {
  /** the log's last position (SQLite: the event count; EventStoreDB: a byte offset) */
  head: number;
  processors: {
    name: string;
    kind: 'projector' | 'reactor';
    position: number;
    state: 'running' | 'retrying' | 'stopped';
    lastError: { message: string; position: number; type: string; at: string } | null;
    attempts: number;
    eventsPerSecond: number;
    lagEvents: number;
    /** more events than were counted (10 000) */
    lagCapped: boolean;
    lagSeconds: number;
    /** a projector's rebuild under way (its replay's position, against head); null otherwise and for reactors */
    rebuild: { position: number; startedAt: string } | null;
  }[];
}

/** POST /api/admin/projections/{name}/rebuild (202): the rebuild has started; follow it in the status's `rebuild`. */
export interface RebuildStartedWire {
  name: string;
  rebuild: { position: number; startedAt: string };
}

// Comment moderation (issue 15)

/** POST /api/admin/comments/{id}/removal {reason} (200, once the list no longer shows it) */
export interface CommentRemovalWire {
  id: string;
  removed: true;
  /** the ids the list loses: the comment, and a top-level comment's replies (as far as the read model knew them) */
  removedIds: string[];
}
