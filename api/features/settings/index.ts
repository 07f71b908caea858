import { SettingsService } from '../../../application/settings/settings-service';
import { settingsProjector } from '../../../projections/settings/settings.projector';
import { settingsRoutes } from './settings.router';
import { singletons, type ServerModule } from '../slice';

/** Site settings: the logo, its animation, the YouTube views switch, the favicon. */
export const settingsSlice: ServerModule = {
  name: 'settings',
  bind: singletons(SettingsService),
  projectors: [settingsProjector],
  routes: settingsRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
