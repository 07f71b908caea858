import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { EventCommands } from '../../../application/catalogue/event-commands';
import { OwnerCommands } from '../../../application/catalogue/owner-commands';
import { RenditionJobs, renditions } from '../../../application/catalogue/rendition-jobs';
import { battlerNameRelease } from '../../../application/catalogue/battler-names.reactor';
import { imageVariantsBackfill } from '../../../application/catalogue/image-variants.reactor';
import { VideoCommands } from '../../../application/catalogue/video-commands';
import { videoThumbnails } from '../../../application/catalogue/video-thumbnails.reactor';
import { battlersProjector } from '../../../projections/catalogue/battlers.projector';
import { eventsProjector } from '../../../projections/catalogue/events.projector';
import { videosProjector } from '../../../projections/catalogue/videos.projector';
import { battlersRoutes } from './battlers.router';
import { eventsRoutes } from './events.router';
import { ownerRoutes } from './owner.router';
import { bindLargeUploads, largeUploadRoutes } from './large-uploads.router';
import { videosRoutes } from './videos.router';
import { singletons, type ServerModule } from '../slice';
import type { Clock } from '../../../application/ports/services';
import { TOKENS } from '../../../application/tokens';
import { UploadProgress } from '../../http/upload-progress';
import { battlerAuditEntries } from '../../../projections/catalogue/audit-entries';

/** Events, videos (uploads and renditions) and battlers, with their owners' controls. */
export const catalogueSlice: ServerModule = {
  name: 'catalogue',
  bind: (container) => {
    singletons(RenditionJobs, BattlerCommands, OwnerCommands, VideoCommands, EventCommands, CatalogueQueries)(container);
    // one per process, shared by the upload routes and the metrics
    container.bind(UploadProgress).toDynamicValue((ctx) => {
      const clock = ctx.get<Clock>(TOKENS.Clock);
      return new UploadProgress(() => clock.now().getTime());
    }).inSingletonScope();
    bindLargeUploads(container);
  },
  // videos before the events and battlers that summarise them
  projectors: [videosProjector, eventsProjector, battlersProjector],
  // a deleted battler's name is released; uploads are transcoded, and given a frame for a missing thumbnail, unless RENDITIONS=off
  reactors: (config) => [battlerNameRelease, imageVariantsBackfill, ...(config.RENDITIONS === 'on' ? [renditions, videoThumbnails] : [])],
  audit: battlerAuditEntries,
  routes: (deps) => [...eventsRoutes(deps), ...videosRoutes(deps), ...largeUploadRoutes(deps), ...battlersRoutes(deps), ...ownerRoutes(deps)],
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
