import { api as slice } from '../../lib/api';
import { settingsTags } from './tags';

/** The API slice with this feature's tags. */
export const api = slice.enhanceEndpoints({ addTagTypes: settingsTags });
