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
import type { AuditEntry, PublicUser } from '../application/users/read-model';

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
