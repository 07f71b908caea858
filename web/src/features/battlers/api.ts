import { api as slice } from '../../lib/api';
import { catalogueTags } from '../catalogue/tags';

/** The API slice this feature injects its reads into, typed with the catalogue's tags (it owns none). */
export const api = slice.enhanceEndpoints({ addTagTypes: [...catalogueTags] });
