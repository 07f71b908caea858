import { QuotaLedger } from '../../../application/youtube/quota-ledger';
import { YoutubeCommands } from '../../../application/youtube/youtube-commands';
import { youtubeMerges } from '../../../application/youtube/youtube-merges.reactor';
import { YoutubeQueries } from '../../../application/youtube/youtube-queries';
import { youtubeVideosProjector } from '../../../projections/youtube/youtube-videos.projector';
import { youtubeRoutes } from './youtube.router';
import { singletons, type ServerModule } from '../slice';
import { youtubeAuditEntries } from '../../../projections/youtube/audit-entries';

/**
 * Battlers' YouTube footprint (issue 13): sync, review, reset, batch, the quota
 * ledger, and the merge's move of videos. The directory's YouTube fields are the
 * battlers projector's (catalogue), fed by projections/youtube/youtube-videos.ts.
 */
export const youtubeSlice: ServerModule = {
  name: 'youtube',
  bind: singletons(QuotaLedger, YoutubeQueries, YoutubeCommands),
  projectors: [youtubeVideosProjector],
  reactors: () => [youtubeMerges],
  audit: youtubeAuditEntries,
  routes: youtubeRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
