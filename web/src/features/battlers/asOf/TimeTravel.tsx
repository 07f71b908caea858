import { useCurrentUser } from '../../auth';
import { AsOfBanner } from './AsOfBanner';
import { AsOfPicker } from './AsOfPicker';
import { useTimeTravel } from './useAsOf';

/**
 * The picker for admins (analysts hold the admin role) and, whenever the page shows the past,
 * the banner for anyone: the server answers past reads to admins only, so a shared link opened
 * by anyone else shows the banner with the server's reason (useStandings.ts pastRefusal).
 */
export function TimeTravel({ asOf, error }: { asOf: string | null; error?: string }) {
  const { isAdmin } = useCurrentUser();
  const { goTo, livePath } = useTimeTravel();
  return (
    <>
      {isAdmin && <AsOfPicker asOf={asOf} onPick={goTo} />}
      {asOf && <AsOfBanner asOf={asOf} livePath={livePath} error={error} />}
    </>
  );
}
