import type { BattlerState } from './battler-state';

/** A battler's own texts, images and flags: what a merge may carry from the source to the target. */
export type BattlerProfile = Pick<BattlerState,
  'profileImageUrl' | 'coverImageUrl' | 'tagline' | 'quote' | 'isRetired' | 'isHallOfFame' | 'isDeceased' | 'deceasedDate' | 'memorialNotes'>;
export type BattlerProfileField = keyof BattlerProfile;

/** In the order the merge preview names them. */
export const PROFILE_FIELDS: readonly BattlerProfileField[] = [
  'profileImageUrl', 'coverImageUrl', 'tagline', 'quote', 'isRetired', 'isHallOfFame', 'isDeceased', 'deceasedDate', 'memorialNotes',
];
/** A claimed battler's texts and images are its owner's (admin §6): a merge leaves them as they are. */
const OWNER_MANAGED: readonly BattlerProfileField[] = ['profileImageUrl', 'coverImageUrl', 'tagline', 'quote'];
const IMAGE_FIELDS = ['profileImageUrl', 'coverImageUrl'] as const;

export const profileOf = (s: BattlerProfile): BattlerProfile => ({
  profileImageUrl: s.profileImageUrl, coverImageUrl: s.coverImageUrl, tagline: s.tagline, quote: s.quote,
  isRetired: s.isRetired, isHallOfFame: s.isHallOfFame, isDeceased: s.isDeceased,
  deceasedDate: s.deceasedDate, memorialNotes: s.memorialNotes,
});

/** What a merge does with each of the source's own things (the preview's words and the absorb's events). */
export interface MergeOutcome {
  /** the target has none (an unset flag counts as none): it takes the source's */
  takes: BattlerProfileField[];
  /** the target keeps its own, a different one: the source's goes */
  keepsOwn: BattlerProfileField[];
  /** the target is claimed and has none: its owner manages it, the source's goes */
  ownerManaged: BattlerProfileField[];
  /** the source's image files nothing will point at: deleted once the merge is recorded */
  discardedImageUrls: string[];
}

const isSet = (v: string | boolean | null) => v !== null && v !== false;

/**
 * One rule for every field (issue 13, merge follow-up): what the target has stays; what
 * it lacks it takes from the source; except that a claimed target's texts and images
 * stay as its owner left them. What the source has and the target does not take goes
 * (its image files are deleted). The source's empty fields, and its values equal to the
 * target's, change nothing and are not listed.
 */
export function mergeOutcome(target: BattlerProfile & { userId: string | null }, source: BattlerProfile): MergeOutcome {
  const out: MergeOutcome = { takes: [], keepsOwn: [], ownerManaged: [], discardedImageUrls: [] };
  for (const field of PROFILE_FIELDS) {
    const theirs = source[field];
    if (!isSet(theirs) || theirs === target[field]) continue;
    if (isSet(target[field])) out.keepsOwn.push(field);
    else if (target.userId && OWNER_MANAGED.includes(field)) out.ownerManaged.push(field);
    else out.takes.push(field);
  }
  for (const field of IMAGE_FIELDS) {
    const url = source[field];
    if (url && !out.takes.includes(field) && url !== target[field]) out.discardedImageUrls.push(url);
  }
  return out;
}
