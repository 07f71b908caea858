import { Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { SkeletonRows } from '../../components/Skeleton';
import { LazyReachPanel } from '../reach';

const Wrap = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  > div { width: 100%; }
`;

/** An approved sponsorship's reach, opened on demand: the chart's code loads only then. */
export function ReachToggle({ applicationId, companyName }: { applicationId: string; companyName: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Wrap>
      <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}
        aria-label={`${open ? 'Hide' : 'Show'} reach of ${companyName}`}>
        {open ? 'Hide reach' : 'Show reach'}
      </Button>
      <div id={id}>
        {open && (
          <Suspense fallback={<SkeletonRows count={2} height="4rem" label="Loading reach" />}>
            <LazyReachPanel applicationId={applicationId} headingLevel="h4" />
          </Suspense>
        )}
      </div>
    </Wrap>
  );
}
