import { api as slice } from '../../lib/api';
import { claimsAdminTags } from '../claims-admin/tags';
import { dashboardTags } from '../dashboard/tags';
import { usersTags } from '../users/tags';
import { catalogueTags } from './tags';

/** The API slice with this feature's tags and the other features' tags its endpoints name. */
export const api = slice.enhanceEndpoints({
  addTagTypes: [
    ...catalogueTags,
    ...dashboardTags,
    ...claimsAdminTags,
    ...usersTags,
  ],
});
