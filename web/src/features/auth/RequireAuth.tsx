import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container, Page } from '../../components/layout';
import { PageFallback } from '../../components/PageFallback';
import { saveReturnUrl } from '../../lib/returnUrl';
import { AccountLoadFailed, useAccountRetry } from './AccountLoadFailed';
import { useCurrentUser } from './useCurrentUser';

function RedirectToAuth({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveReturnUrl(from);
    navigate('/auth', { replace: true });
  }, [from, navigate]);
  return null;
}

/**
 * Signed-in only: a visitor is sent to /auth and comes back here afterwards. A failed read
 * of the current user (not a 401: a 500, a network error) says nothing about who is signed
 * in, so it is shown with a way to ask again, not taken for a visitor; once that answer is
 * in, focus goes to the page's main heading (or back to the failure), not left on <body>.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const current = useCurrentUser();
  const { user, isLoading, isFetching, isError, error } = current;
  // after Try Again, focus goes to the page's heading, or back to the failure
  const retry = useAccountRetry(current);
  const location = useLocation();
  if (isLoading) {
    return <PageFallback />;
  }
  if (!user && isError) {
    return (
      <Page>
        <Container>
          <AccountLoadFailed error={error} {...retry} />
        </Container>
      </Page>
    );
  }
  // no answer yet (Try Again in flight): not known to be a visitor
  if (!user && isFetching) return <PageFallback />;
  if (!user) return <RedirectToAuth from={location.pathname + location.search + location.hash} />;
  return <>{children}</>;
}
