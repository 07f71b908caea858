import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
import AuthPage from '../features/auth/AuthPage';
import ForgotPasswordPage from '../features/auth/ForgotPasswordPage';
import ResetPasswordPage from '../features/auth/ResetPasswordPage';
import BattlerDetailPage from '../features/battlers/BattlerDetailPage';
import BattlersPage from '../features/battlers/BattlersPage';
import ContactPage from '../features/contact/ContactPage';
import DashboardPage from '../features/dashboard/DashboardPage';
import EventsPage from '../features/events/EventsPage';
import LandingPage from '../features/landing/LandingPage';
import NotFoundPage from '../features/not-found/NotFoundPage';
import SponsorsPage from '../features/sponsors/SponsorsPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const LogoDemoPage = lazy(() => import('../features/logo-demo/LogoDemoPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'login', element: <Navigate to="/auth" replace /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'events/:eventId', element: <EventsPage /> },
      { path: 'battlers', element: <BattlersPage /> },
      { path: 'battlers/:id', element: <BattlerDetailPage /> },
      { path: 'sponsors', element: <SponsorsPage /> },
      // the profile page explains itself to visitors instead of redirecting
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: 'logo-demo',
        element: (
          <RequireAuth>
            <LogoDemoPage />
          </RequireAuth>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireAuth>
            <AdminPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
