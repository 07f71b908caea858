import { api as slice } from '../../lib/api';
import { usersTags } from './tags';

/** The API slice with this feature's tags. */
export const api = slice.enhanceEndpoints({ addTagTypes: usersTags });
