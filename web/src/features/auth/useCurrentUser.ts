import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { isAdminRole, type User } from '../../lib/types';
import { authApi, useGetCurrentUserQuery, useLogoutMutation } from './authApi';
import { useAppDispatch } from '../../lib/hooks';

/**
 * Who is here, as far as the site knows. 'unknown': the read failed (not a 401: a 500, a
 * network error), or is being asked again after failing; that says nothing about who is
 * signed in, so neither a visitor's nor a member's view fits. 'loading': no answer yet.
 */
export type AccountStatus = 'loading' | 'visitor' | 'member' | 'unknown';

/**
 * The signed-in user (null for a visitor). public-site.md §4: 'fetched again on window focus and
 * never cached' — the one read that is; every other read is not (§API). A 401 from any other call
 * also asks again (lib/api.ts).
 */
export function useCurrentUser() {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetCurrentUserQuery(undefined, { refetchOnFocus: true });
  const user: User | null = data ?? null;
  // the failure stays on the entry while it is asked again (isError is false then, and isLoading
  // true when no read has succeeded yet); data is null for a visitor (a 401)
  const status: AccountStatus = user ? 'member' : isError || error !== undefined ? 'unknown' : data === null ? 'visitor' : 'loading';
  return {
    user,
    /** member, visitor, unknown (the read failed) or loading: see AccountStatus */
    status,
    /** true until the first answer arrives, and while a failed read is asked again (no user yet) */
    isLoading: isLoading,
    isFetching,
    /** the read failed (a 500, a network error): not a 401, which is a visitor (user null) */
    isError,
    /** the failure, an ApiError (see lib/api.ts) */
    error,
    /** ask again, e.g. from a failed read's Try Again */
    refetch,
    isAuthenticated: !!user,
    isAdmin: isAdminRole(user?.role),
    isSuperAdmin: user?.role === 'super_admin',
  };
}

/** Logout with its notices; goes to / afterwards. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const run = useCallback(async () => {
    try {
      await logout().unwrap();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      navigate('/');
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to log out'), variant: 'destructive' });
    }
  }, [logout, toast, navigate]);
  return { logout: run, isLoggingOut: isLoading };
}

/** Put a fresh copy of the signed-in user into the cache (after profile edits). */
export function useSetCurrentUser() {
  const dispatch = useAppDispatch();
  return useCallback((user: User) => dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user)), [dispatch]);
}
