import { battlersProjector } from './catalogue/battlers.projector';
import { eventsProjector } from './catalogue/events.projector';
import { videosProjector } from './catalogue/videos.projector';
import { ballotsProjector } from './engagement/ballots.projector';
import type { Projector } from './projector';
import { settingsProjector } from './settings/settings.projector';
import { auditProjector } from './users/audit.projector';
import { usersProjector } from './users/users.projector';

/**
 * Every projector, in the order the runner feeds them: users before the audit log;
 * videos before the events and battlers that summarise them.
 */
export const allProjectors: readonly Projector[] = [
  usersProjector, auditProjector, settingsProjector, videosProjector, eventsProjector, battlersProjector, ballotsProjector,
];
