import { useCallback } from 'react';
import { ButtonLink } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { saveReturnUrl } from '../../lib/returnUrl';

/** The members-only notice stays up 10 s (public §9), twice the default, so there is time to act on it. */
export const MEMBERS_ONLY_TOAST_MS = 10_000;

/**
 * Tell a visitor a video is for members and offer sign-in. The video's own address is saved as
 * the return URL first, so signing in lands them back in front of that player.
 */
export function useMembersOnlyNotice() {
  const { toast } = useToast();
  return useCallback(
    (returnUrl: string) => {
      saveReturnUrl(returnUrl);
      toast({
        title: 'Members Only Content',
        description: 'Sign in or create a free account to watch this battle.',
        duration: MEMBERS_ONLY_TOAST_MS,
        action: (
          <ButtonLink to="/auth" size="sm">
            Sign In / Sign Up
          </ButtonLink>
        ),
      });
    },
    [toast],
  );
}
