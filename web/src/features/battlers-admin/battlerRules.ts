import type { AdminBattler } from '../catalogue';
import type { BattlerPatch } from './battlersAdminApi';
import { oneLine } from '../../lib/text';

export const TAGLINE_MAX = 100;
export const QUOTE_MAX = 250;

export const DELETE_BLOCKED_VIDEOS = 'Cannot delete battler with existing battle videos';
export const DELETE_BLOCKED_APPLICATION = 'Cannot delete battler with approved application. Reject their application first.';

/** Why the battler cannot be deleted (the front-end guard), or null. */
export function deleteBlockReason(b: Pick<AdminBattler, 'videoCount' | 'hasApprovedApplication'>): string | null {
  if (b.videoCount > 0) return DELETE_BLOCKED_VIDEOS;
  if (b.hasApprovedApplication) return DELETE_BLOCKED_APPLICATION;
  return null;
}

/** Claimed battlers manage their own tagline, quote and photo. */
export const isClaimed = (b: Pick<AdminBattler, 'userId'>) => !!b.userId;

export interface BattlerStats {
  total: number;
  active: number;
  hallOfFame: number;
  inMemory: number;
  claimed: number;
  videoAppearances: number;
}

export function battlerStats(list: AdminBattler[]): BattlerStats {
  return {
    total: list.length,
    active: list.filter((b) => b.category === 'active').length,
    hallOfFame: list.filter((b) => b.isHallOfFame).length,
    inMemory: list.filter((b) => b.isDeceased).length,
    claimed: list.filter(isClaimed).length,
    videoAppearances: list.reduce((n, b) => n + (b.videoCount ?? 0), 0),
  };
}

export function filterBattlers(list: AdminBattler[], search: string): AdminBattler[] {
  const q = search.trim().toLowerCase();
  return q ? list.filter((b) => b.name.toLowerCase().includes(q)) : list;
}

export interface BattlerFormValues {
  tagline: string;
  quote: string;
  deceasedDate: string;
  memorialNotes: string;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * The PATCH body of the edit dialog: texts only for unclaimed battlers (an empty value is
 * sent as null), memorial fields only for deceased ones.
 */
export function battlerPatch(values: BattlerFormValues, b: Pick<AdminBattler, 'userId' | 'isDeceased'>): BattlerPatch {
  const patch: BattlerPatch = {};
  if (!isClaimed(b)) {
    patch.tagline = orNull(oneLine(values.tagline));
    patch.quote = orNull(values.quote);
  }
  if (b.isDeceased) {
    patch.deceasedDate = values.deceasedDate || null;
    patch.memorialNotes = orNull(values.memorialNotes);
  }
  return patch;
}
