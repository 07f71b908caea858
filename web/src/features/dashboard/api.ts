import { api as slice } from '../../lib/api';
import { dashboardTags } from './tags';

/** The API slice with this feature's tags. */
export const api = slice.enhanceEndpoints({ addTagTypes: dashboardTags });
