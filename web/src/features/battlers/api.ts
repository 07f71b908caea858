import { api as slice } from '../../lib/api';
import { catalogueTags } from '../catalogue/tags';
import { claimsTags } from '../claims/tags';

/** The API slice with the other features' tags this feature's endpoints name (it owns none). */
export const api = slice.enhanceEndpoints({ addTagTypes: [...claimsTags, ...catalogueTags] });
