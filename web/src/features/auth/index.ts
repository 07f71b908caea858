import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import LoginRedirect from './LoginRedirect';

export { useCurrentUser, useLogout, useSetCurrentUser, type AccountStatus } from './useCurrentUser';
export { RequireAuth } from './RequireAuth';
export { AccountLoadFailed, useAccountRetry } from './AccountLoadFailed';
export { membersOnly } from './membersOnly';

// The forms (formik, yup) load with the page that shows them, not with the first page.
const AuthPage = lazy(() => import('./AuthPage'));
const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));

export const authFeature: FeatureModule = {
  name: 'auth',
  routes: [
    { path: 'auth', Component: AuthPage },
    { path: 'login', Component: LoginRedirect },
    { path: 'forgot-password', Component: ForgotPasswordPage },
    { path: 'reset-password', Component: ResetPasswordPage },
  ],
};
