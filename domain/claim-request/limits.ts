/**
 * Claim requests: limits and messages shared by the decider, the API's schemas and
 * the web form. No imports (the web takes these values).
 */
export const CONTACT_EMAIL_INVALID = 'Please enter a valid email address';
export const BATTLE_HISTORY_MIN = 50;
export const BATTLE_HISTORY_MAX = 5000;
export const BATTLE_HISTORY_TOO_SHORT = 'Please provide at least 50 characters describing your battle history';
export const ADDITIONAL_INFO_MAX = 5000;
export const CONTACT_PHONE_MAX = 50;
export const BATTLE_VIDEOS_MAX = 20;
export const CLAIM_URL_MAX = 2000;
/** The toast's title and text, and the API's 400 message (title and text joined). */
export const BATTLE_VIDEOS_REQUIRED_TITLE = 'Battle Videos Required';
export const BATTLE_VIDEOS_REQUIRED_TEXT = 'Please provide at least one battle video URL.';
export const BATTLE_VIDEOS_REQUIRED = `${BATTLE_VIDEOS_REQUIRED_TITLE}: ${BATTLE_VIDEOS_REQUIRED_TEXT}`;

/** The claim form's social links (public §2), by the key the API stores. */
export const SOCIAL_PLATFORMS = ['instagram', 'twitter', 'tiktok', 'youtube', 'website'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram', twitter: 'Twitter/X', tiktok: 'TikTok', youtube: 'YouTube', website: 'Website',
};

// the 409s of a claim request (one claimed battler per user, one pending request at a time)
export const BATTLER_ALREADY_CLAIMED = 'This battler has already been claimed';
export const USER_HAS_BATTLER = 'You already have a claimed battler';
export const CLAIM_ALREADY_PENDING = 'You already have a pending claim request';
export const CLAIM_ALREADY_REQUESTED = 'You have already requested to claim this battler';
export const CLAIM_NOT_PENDING = 'This claim request has already been reviewed';
// approval refused because the situation changed since the request
export const APPROVAL_BATTLER_CLAIMED = 'This battler was claimed by another user meanwhile';
export const APPROVAL_USER_HAS_BATTLER = 'This user has claimed another battler meanwhile';
/** The note on the other pending requests for a battler when one is approved. */
export const AUTO_REJECTED_NOTE = 'Another claim for this battler was approved';
/** The note when the battler got its owner by a merge (it absorbed a battler another user had claimed). */
export const AUTO_REJECTED_MERGED_NOTE = 'This battler was merged with a battler another user had claimed';
/** The note on the pending requests for a battler merged into another: the claimant may ask for that one. */
export const autoRejectedMergedIntoNote = (targetName: string) => `This battler was merged into ${targetName}; you may request to claim that profile`;
/** The note on the pending requests for a battler an admin deleted: there is nothing left to claim. */
export const AUTO_REJECTED_DELETED_NOTE = 'This battler was removed from the roster';

export const CLAIM_REVIEW_NOTES_MAX = 2000;
