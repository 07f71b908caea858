import { api as slice } from '../../lib/api';
import { catalogueTags } from '../catalogue/tags';

/** The API slice with the catalogue's tags, which every finished upload invalidates. */
export const api = slice.enhanceEndpoints({ addTagTypes: [...catalogueTags] });
