import type { Projector } from './projector';
import { settingsProjector } from './settings/settings.projector';
import { auditProjector } from './users/audit.projector';
import { usersProjector } from './users/users.projector';

/** Every projector, in the order the runner feeds them (users before the audit log). */
export const allProjectors: readonly Projector[] = [usersProjector, auditProjector, settingsProjector];
