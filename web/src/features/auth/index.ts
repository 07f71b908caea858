import type { FeatureModule } from '../../app/featureModule';
import AuthPage from './AuthPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginRedirect from './LoginRedirect';
import ResetPasswordPage from './ResetPasswordPage';
import { authTags } from './tags';

export { useCurrentUser, useLogout, useSetCurrentUser } from './useCurrentUser';
export { RequireAuth } from './RequireAuth';
export { membersOnly } from './membersOnly';

export const authFeature: FeatureModule = {
  name: 'auth',
  routes: [
    { path: 'auth', Component: AuthPage },
    { path: 'login', Component: LoginRedirect },
    { path: 'forgot-password', Component: ForgotPasswordPage },
    { path: 'reset-password', Component: ResetPasswordPage },
  ],
  tags: authTags,
};
