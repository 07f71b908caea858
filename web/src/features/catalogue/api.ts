import { api as slice } from '../../lib/api';
import { catalogueTags } from './tags';

/** The API slice with this feature's tags: its public reads name no other feature's. */
export const api = slice.enhanceEndpoints({ addTagTypes: [...catalogueTags] });
