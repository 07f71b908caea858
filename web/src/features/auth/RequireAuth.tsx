import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageFallback } from '../../components/PageFallback';
import { saveReturnUrl } from '../../lib/returnUrl';
import { useCurrentUser } from './useCurrentUser';

function RedirectToAuth({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveReturnUrl(from);
    navigate('/auth', { replace: true });
  }, [from, navigate]);
  return null;
}

/** Signed-in only: a visitor is sent to /auth and comes back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return <PageFallback />;
  }
  if (!user) return <RedirectToAuth from={location.pathname + location.search + location.hash} />;
  return <>{children}</>;
}
