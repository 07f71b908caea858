import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../components/Toast';
import { isUnauthorized } from '../../lib/errors';
import { saveReturnUrl } from '../../lib/returnUrl';
import { goToLogin, RELOGIN_DELAY_MS } from './relogin';


/**
 * The application page's answer to a 401 from any of its calls: the session ended
 * while the page was open, so say so once and send the member to sign in again, back
 * to this page afterwards. Returns a checker: true when it handled the error. The
 * page's endpoints say so (`extraOptions`, lib/api.ts), so the app does not also ask
 * who is signed in, which would unmount the page before it could say it.
 */
export function useSessionExpiry() {
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return useCallback(
    (err: unknown): boolean => {
      if (!isUnauthorized(err)) return false;
      if (timer.current) return true;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      saveReturnUrl(window.location.pathname + window.location.search);
      timer.current = setTimeout(goToLogin, RELOGIN_DELAY_MS);
      return true;
    },
    [toast],
  );
}
