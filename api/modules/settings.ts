import { SettingsService } from '../../application/settings/settings-service';
import { settingsProjector } from '../../projections/settings/settings.projector';
import { settingsRoutes } from '../features/settings/settings.router';
import { singletons, type ServerModule } from './module';

/** Site settings: the logo, its animation, the YouTube views switch, the favicon. */
export const settingsModule: ServerModule = {
  name: 'settings',
  bind: singletons(SettingsService),
  projectors: [settingsProjector],
  routes: settingsRoutes,
};
