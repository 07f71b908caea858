import { api as slice } from '../../lib/api';
import { catalogueTags } from '../catalogue/tags';
import { claimsTags } from '../claims/tags';
import { dashboardTags } from '../dashboard/tags';
import { engagementTags } from '../engagement/tags';
import { usersTags } from '../users/tags';
import { youtubeAdminTags } from '../youtube-admin/tags';
import { battlerMergeTags } from './tags';

/** The API slice with this feature's tags and the other features' tags its endpoints name. */
export const api = slice.enhanceEndpoints({
  addTagTypes: [
    ...battlerMergeTags,
    ...catalogueTags,
    ...engagementTags,
    ...dashboardTags,
    ...claimsTags,
    ...youtubeAdminTags,
    ...usersTags,
  ],
});
