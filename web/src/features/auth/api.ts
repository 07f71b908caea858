import { api as slice } from '../../lib/api';
import { battlerMergeTags } from '../battler-merge/tags';
import { catalogueTags } from '../catalogue/tags';
import { claimsTags } from '../claims/tags';
import { dashboardTags } from '../dashboard/tags';
import { engagementTags } from '../engagement/tags';
import { profileTags } from '../profile/tags';
import { usersTags } from '../users/tags';
import { youtubeAdminTags } from '../youtube-admin/tags';

type OwnedTag = (
  | typeof battlerMergeTags | typeof catalogueTags | typeof claimsTags | typeof dashboardTags
  | typeof engagementTags | typeof profileTags | typeof usersTags | typeof youtubeAdminTags
)[number];

/**
 * Tags holding per-user data, owned by the features that provide them: dropped whenever
 * who is signed in changes. Auth owns no tag: the session's is the API slice's (lib/api.ts).
 */
export const USER_SCOPED_TAGS = [
  'VideoAccess', 'Profile', 'AdminUsers', 'Audit', 'UserVote', 'SponsorshipApplications', 'BattlerApplications',
  'ClaimRequests', 'ClaimedBattler', 'PendingClaimRequest', 'YoutubeVideos', 'YoutubeQuota', 'BattlerMerge',
] as const satisfies readonly OwnedTag[];

/** The API slice with the per-user tags the sign-in endpoints drop. */
export const api = slice.enhanceEndpoints({ addTagTypes: USER_SCOPED_TAGS });
