import { api as slice } from '../../lib/api';
import { catalogueTags } from '../catalogue/tags';
import { usersTags } from '../users/tags';
import { claimsTags } from './tags';

/** The API slice with this feature's tags and the other features' tags its endpoints name. */
export const api = slice.enhanceEndpoints({ addTagTypes: [...claimsTags, ...catalogueTags, ...usersTags] });
