import { battlerApplicationsProjector } from './battler-applications/battler-applications.projector';
import { claimRequestsProjector } from './claims/claim-requests.projector';
import { battlersProjector } from './catalogue/battlers.projector';
import { eventsProjector } from './catalogue/events.projector';
import { videosProjector } from './catalogue/videos.projector';
import { ballotsProjector } from './engagement/ballots.projector';
import { commentsProjector } from './engagement/comments.projector';
import type { Projector } from './projector';
import { settingsProjector } from './settings/settings.projector';
import { sponsorshipApplicationsProjector } from './sponsorship/applications.projector';
import { showcaseProjector } from './sponsorship/showcase.projector';
import { tiersProjector } from './sponsorship/tiers.projector';
import { auditProjector } from './users/audit.projector';
import { usersProjector } from './users/users.projector';
import { youtubeVideosProjector } from './youtube/youtube-videos.projector';

/**
 * Every projector, in the order the runner feeds them: users before the audit log;
 * videos before the events and battlers that summarise them; users before the
 * comments that copy their authors' names. The runner takes its list from the server
 * modules (api/modules/index.ts); this one is what the projection tests replay, and
 * api/modules/index.test.ts checks the two agree and keep these constraints.
 */
export const allProjectors: readonly Projector[] = [
  usersProjector, auditProjector, settingsProjector, videosProjector, eventsProjector, battlersProjector, ballotsProjector,
  commentsProjector, tiersProjector, sponsorshipApplicationsProjector, showcaseProjector, battlerApplicationsProjector,
  claimRequestsProjector, youtubeVideosProjector,
];
