import type { DomainEvent } from '../shared/decider';

/**
 * Who made an edit of a battler's own texts or images, and the battler's name, for
 * the audit log. Absent on events recorded before owners could edit: those were all
 * an admin's.
 */
export type EditedBy = 'admin' | 'owner';
interface EditNote { by?: EditedBy; name?: string }

export type BattlerEvent =
  | DomainEvent<'BattlerCreated', { battlerId: string; name: string }>
  | DomainEvent<'BattlerProfileUpdated', { battlerId: string; tagline: string | null; quote: string | null } & EditNote>
  | DomainEvent<'BattlerFlagsSet', {
      battlerId: string; isRetired: boolean; isHallOfFame: boolean; isDeceased: boolean;
      deceasedDate: string | null; memorialNotes: string | null;
    }>
  | DomainEvent<'BattlerProfileImageChanged', {
      battlerId: string; profileImageUrl: string | null; previousProfileImageUrl: string | null;
    } & EditNote>
  /** The owner's banner on the battler page (public §2: owner-only). */
  | DomainEvent<'BattlerCoverImageChanged', {
      battlerId: string; name: string; coverImageUrl: string | null; previousCoverImageUrl: string | null;
      /** 'admin': a merge gave the target the source's cover; absent: its owner (only owners set covers) */
      by?: 'admin';
    }>
  /** The claim reactor's, caused by an approved claim request. name: for the audit line (absent on claims recorded before it). */
  | DomainEvent<'BattlerClaimed', { battlerId: string; userId: string; claimRequestId: string; name?: string }>
  /** Its files go with it; coverImageUrl is absent on deletions recorded before covers existed. */
  | DomainEvent<'BattlerDeleted', { battlerId: string; name: string; profileImageUrl: string | null; coverImageUrl?: string | null }>
  /** An admin asked for the stats to be rebuilt from the battler's projected videos (admin §7 update-win-rate). */
  | DomainEvent<'BattlerStatsRecalculated', { battlerId: string }>
  /** An approved battler application names this battler (the link reactor's, caused by the review). */
  | DomainEvent<'BattlerApplicationLinked', { battlerId: string; name: string; applicationId: string; userId: string }>
  /** That application was rejected again or deleted. */
  | DomainEvent<'BattlerApplicationUnlinked', { battlerId: string; name: string; applicationId: string; userId: string }>
  /**
   * MergeBattlers (issue 13), on the source's stream: the source leaves the directory
   * and its name (still reserved) becomes an alias of the target. The battler_merges
   * reactor then moves what the source had (videos, applications, owner, YouTube).
   */
  | DomainEvent<'BattlerMerged', { battlerId: string; name: string; targetId: string; targetName: string }>
  /**
   * The reactor's, on the target's stream: what the target took over from the source.
   * userId: the source's owner when only the source was claimed, else null.
   */
  | DomainEvent<'BattlerAbsorbed', {
      battlerId: string; name: string; sourceId: string; sourceName: string;
      userId: string | null; approvedApplications: string[];
      /**
       * The source's photo and cover the target did not take (it kept its own, or its
       * owner manages them): nothing points at them any more, the reactor deletes the
       * files. Absent on absorbs recorded before images followed a merge. What the target
       * took is recorded by the events after this one (BattlerProfileImageChanged, ...).
       * Left out when nothing goes.
       */
      discardedImageUrls?: string[];
    }>;

export const battlerStream = (battlerId: string) => `battler-${battlerId}`;
