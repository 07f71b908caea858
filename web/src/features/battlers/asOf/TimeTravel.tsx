import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../auth';
import { AsOfBanner } from './AsOfBanner';
import { AsOfPicker } from './AsOfPicker';
import { useTimeTravel } from './useAsOf';

/** The chart's code (and the chart library) load only when an admin views the past. */
const StandingsChart = lazy(() => import('./StandingsChart'));

/**
 * The picker for admins (analysts hold the admin role) and, whenever the page shows the past,
 * the banner for anyone: the server answers past reads to admins only, so a shared link opened
 * by anyone else shows the banner with the server's reason (useStandings.ts pastRefusal).
 * With `standings` (the directory), an admin viewing the past also sees the standings over time.
 */
export function TimeTravel({ asOf, error, standings = false }: { asOf: string | null; error?: string; standings?: boolean }) {
  const { isAdmin } = useCurrentUser();
  const { goTo, livePath } = useTimeTravel();
  return (
    <>
      {isAdmin && <AsOfPicker asOf={asOf} onPick={goTo} />}
      {asOf && <AsOfBanner asOf={asOf} livePath={livePath} error={error} />}
      {standings && isAdmin && asOf && !error && (
        <Suspense fallback={null}>
          <StandingsChart asOf={asOf} />
        </Suspense>
      )}
    </>
  );
}
