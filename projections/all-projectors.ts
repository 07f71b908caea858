import { battlerApplicationsProjector } from './battler-applications/battler-applications.projector';
import { claimRequestsProjector } from './claims/claim-requests.projector';
import { battlersProjector } from './catalogue/battlers.projector';
import { eventsProjector } from './catalogue/events.projector';
import { videosProjector } from './catalogue/videos.projector';
import { ballotsProjector } from './engagement/ballots.projector';
import { commentsProjector } from './engagement/comments.projector';
import type { Projector } from './projector';
import { reachProjector } from './reach/reach.projector';
import { settingsProjector } from './settings/settings.projector';
import { sponsorshipApplicationsProjector } from './sponsorship/applications.projector';
import { showcaseProjector } from './sponsorship/showcase.projector';
import { tiersProjector } from './sponsorship/tiers.projector';
import { auditProjector } from './users/audit.projector';
import { usersProjector } from './users/users.projector';
import { youtubeVideosProjector } from './youtube/youtube-videos.projector';

/**
 * Every projector. Their order does not matter: each reads only the events it handles
 * and its own collections (projections/own-collections.test.ts), never another's model.
 * The runner takes its list from the slices (api/features/slices.ts), which projections/
 * may not import; this one is what the projection tests replay, and
 * api/features/slices.test.ts checks the two hold the same projectors.
 */
export const allProjectors: readonly Projector[] = [
  usersProjector, auditProjector, settingsProjector, videosProjector, eventsProjector, battlersProjector, ballotsProjector,
  commentsProjector, tiersProjector, sponsorshipApplicationsProjector, showcaseProjector, reachProjector, battlerApplicationsProjector,
  claimRequestsProjector, youtubeVideosProjector,
];
