import { api as slice } from '../../lib/api';
import { engagementTags } from '../engagement/tags';
import { profileTags } from './tags';

/** The API slice with this feature's tags and the other features' tags its endpoints name. */
export const api = slice.enhanceEndpoints({ addTagTypes: [...profileTags, ...engagementTags] });
