import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { ErrorState } from '../../../components/ErrorState';
import { Card } from '../../../components/layout';
import { SkeletonRows } from '../../../components/Skeleton';
import { DataTable } from '../../../components/Table';
import { CardList, ListCard } from '../../../components/panelParts';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { useGetProcessingStatusQuery, useRebuildProjectorMutation, useRetryProcessorMutation, type ProcessorRow } from './projectionsApi';
import { formatLag, kindLabel, ProcessorFailure, ProcessorPosition, ProcessorState } from './ProcessorParts';
import { useRebuildToasts } from './useRebuildToasts';

export { formatLag } from './ProcessorParts';

const POLL_MS = 5000;
/** while a rebuild runs, its progress is followed closer */
const REBUILD_POLL_MS = 1000;

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const ProcessorCard = styled(ListCard)`
  display: grid;
  gap: 0.6rem;
  dl { grid-template-columns: auto 1fr; gap: 0.3rem 0.75rem; font-size: 0.88rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const ConfirmText = styled.p`
  margin: 0 0 1rem;
  line-height: 1.5;
`;

/**
 * Settings' further section (admin §2 "not shown"): where every read model's
 * projector and every reactor stands against the head of the log, its failure,
 * a retry that skips the wait of its backoff, and a rebuild of a projector's read model
 * beside the live one, with its progress while it runs and a toast when it ends.
 */
export function ProjectionsCard() {
  const { toast } = useToast();
  const isMobile = useIsMobile();
  const [fast, setFast] = useState(false);
  const { data, isLoading, error, refetch } = useGetProcessingStatusQuery(undefined, { pollingInterval: fast ? REBUILD_POLL_MS : POLL_MS });
  const [retry, { isLoading: retrying, originalArgs }] = useRetryProcessorMutation();
  const [rebuild, { isLoading: starting }] = useRebuildProjectorMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const rebuilding = data?.processors.some((p) => p.rebuild) ?? false;
  if (rebuilding !== fast) setFast(rebuilding);
  useRebuildToasts(data);

  const startRebuild = async () => {
    if (!confirming) return;
    try {
      await rebuild(confirming).unwrap();
      setConfirming(null);
    } catch (err) {
      setConfirming(null);
      toast({ title: 'Rebuild Failed', description: errorMessage(err, 'Failed to start the rebuild'), variant: 'destructive' });
    }
  };

  const retryNow = async (name: string) => {
    try {
      const res = await retry(name).unwrap();
      toast({ title: 'Retry Started', description: `${name} is ${res.state}.` });
    } catch (err) {
      toast({ title: 'Retry Failed', description: errorMessage(err, 'Failed to retry'), variant: 'destructive' });
    }
  };

  const actions = (p: ProcessorRow) => (
    <Actions>
      <Button size="sm" variant="secondary" disabled={p.state !== 'retrying'} loading={retrying && originalArgs === p.name}
        onClick={() => retryNow(p.name)} aria-label={`Retry ${p.name} now`}>
        Retry now
      </Button>
      {p.kind === 'projector' && (
        <Button size="sm" variant="secondary" disabled={rebuilding} onClick={() => setConfirming(p.name)} aria-label={`Rebuild ${p.name}`}>
          Rebuild
        </Button>
      )}
    </Actions>
  );

  return (
    <Card as="section" aria-labelledby="projections-title">
      <h2 id="projections-title">Projections</h2>
      <Intro>
        Read models and background reactors, against the newest event of the log ({data ? `position ${data.head.toLocaleString('en-US')}` : '…'}).
        Refreshed every 5 seconds.
      </Intro>
      {isLoading && <SkeletonRows count={3} label="Loading projections" />}
      {error && !data && <ErrorState as="h3" title="Projections unavailable" message={errorMessage(error, 'Failed to load projections')} onRetry={refetch} />}
      {data && !isMobile && (
        <DataTable columns={['Name', 'Kind', 'State', 'Position', 'Lag', 'Events/s', 'Actions']}>
          {data.processors.map((p) => (
            <tr key={`${p.kind}:${p.name}`}>
              <td>
                <strong>{p.name}</strong>
                <ProcessorFailure p={p} />
              </td>
              <td>{kindLabel(p)}</td>
              <td>
                <ProcessorState p={p} />
              </td>
              <td>
                <ProcessorPosition p={p} head={data.head} />
              </td>
              <td>{formatLag(p)}</td>
              <td>{p.eventsPerSecond}</td>
              <td>{actions(p)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {/* a phone gets one card a processor: a seven-column table would hide its buttons off the screen */}
      {data && isMobile && (
        <CardList aria-label="Projections and reactors">
          {data.processors.map((p) => (
            <ProcessorCard key={`${p.kind}:${p.name}`}>
              <h3>{p.name}</h3>
              <ProcessorFailure p={p} />
              <dl>
                <dt>Kind</dt>
                <dd>{kindLabel(p)}</dd>
                <dt>State</dt>
                <dd>
                  <ProcessorState p={p} />
                </dd>
                <dt>Position</dt>
                <dd>
                  <ProcessorPosition p={p} head={data.head} />
                </dd>
                <dt>Lag</dt>
                <dd>{formatLag(p)}</dd>
                <dt>Events/s</dt>
                <dd>{p.eventsPerSecond}</dd>
              </dl>
              {actions(p)}
            </ProcessorCard>
          ))}
        </CardList>
      )}
      {/* while the rebuild is being started the question stays: Escape, the backdrop and Cancel wait for the answer */}
      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        title="Rebuild Read Model"
        role="alertdialog"
        initialFocus="button"
        busy={starting}
      >
        <ConfirmText>
          Rebuild <strong>{confirming}</strong> from the whole event log? The new read model is built beside the current one, which
          the site keeps serving until the new one is swapped in.
        </ConfirmText>
        <DialogActions>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={starting}>
            Cancel
          </Button>
          <Button onClick={startRebuild} loading={starting}>
            Rebuild
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
