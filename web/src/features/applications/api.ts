import { api as slice } from '../../lib/api';
import { catalogueTags } from '../catalogue/tags';
import { dashboardTags } from '../dashboard/tags';
import { sponsorsTags } from '../sponsors/tags';
import { usersTags } from '../users/tags';

/** The API slice with the other features' tags this feature's endpoints name (it owns none). */
export const api = slice.enhanceEndpoints({
  addTagTypes: [
    ...dashboardTags,
    ...sponsorsTags,
    ...catalogueTags,
    ...usersTags,
  ],
});
