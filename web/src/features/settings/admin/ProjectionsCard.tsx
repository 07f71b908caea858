import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { ProgressBar } from '../../../components/ProgressBar';
import { ErrorState } from '../../../components/ErrorState';
import { Card } from '../../../components/layout';
import { SkeletonRows } from '../../../components/Skeleton';
import { DataTable } from '../../../components/Table';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { useGetProcessingStatusQuery, useRebuildProjectorMutation, useRetryProcessorMutation, type ProcessorRow } from './projectionsApi';
import { useRebuildToasts } from './useRebuildToasts';

const POLL_MS = 5000;
/** while a rebuild runs, its progress is followed closer */
const REBUILD_POLL_MS = 1000;

const STATE_LOOK: Record<ProcessorRow['state'], { fg: string; label: string }> = {
  running: { fg: '#3ddc84', label: 'Running' },
  retrying: { fg: '#f2c94c', label: 'Retrying' },
  stopped: { fg: '#ff6b60', label: 'Stopped' },
};

const State = styled.span<{ $fg: string }>`
  font-weight: 800;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ $fg }) => $fg};
`;

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Failure = styled.span`
  display: block;
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.redText};
  font-size: 0.82rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Progress = styled.div`
  margin-top: 0.4rem;
  min-width: 10rem;
`;

const ConfirmText = styled.p`
  margin: 0 0 1rem;
  line-height: 1.5;
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.78rem;
`;

export function formatLag(p: Pick<ProcessorRow, 'lagEvents' | 'lagCapped' | 'lagSeconds'>): string {
  if (p.lagEvents === 0) return 'Caught up';
  const events = `${p.lagCapped ? 'over ' : ''}${p.lagEvents.toLocaleString('en-US')} event${p.lagEvents === 1 ? '' : 's'}`;
  return `${events} behind (${formatSeconds(p.lagSeconds)})`;
}

function formatSeconds(s: number): string {
  if (s < 60) return `${Math.round(s)} s`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}

/**
 * Settings' further section (admin §2 "not shown"): where every read model's
 * projector and every reactor stands against the head of the log, its failure,
 * a retry that skips the wait of its backoff, and a rebuild of a projector's read model
 * beside the live one, with its progress while it runs and a toast when it ends.
 */
export function ProjectionsCard() {
  const { toast } = useToast();
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

  return (
    <Card as="section" aria-labelledby="projections-title">
      <h2 id="projections-title">Projections</h2>
      <Intro>
        Read models and background reactors, against the newest event of the log ({data ? `position ${data.head.toLocaleString('en-US')}` : '…'}).
        Refreshed every 5 seconds.
      </Intro>
      {isLoading && <SkeletonRows count={3} label="Loading projections" />}
      {error && !data && <ErrorState as="h3" title="Projections unavailable" message={errorMessage(error, 'Failed to load projections')} onRetry={refetch} />}
      {data && (
        <DataTable columns={['Name', 'Kind', 'State', 'Position', 'Lag', 'Events/s', 'Actions']}>
          {data.processors.map((p) => {
            const look = STATE_LOOK[p.state];
            return (
              <tr key={`${p.kind}:${p.name}`}>
                <td>
                  <strong>{p.name}</strong>
                  {p.lastError && (
                    <Failure>
                      {/* no failed attempt of its own: held while a model it reads catches up (projections/runner.ts) */}
                      {p.attempts > 0 ? 'Failed' : 'Stopped'} at {p.lastError.position} ({p.lastError.type}): {p.lastError.message}
                    </Failure>
                  )}
                </td>
                <td>{p.kind === 'projector' ? 'Projector' : 'Reactor'}</td>
                <td>
                  <State $fg={look.fg}>{look.label}</State>
                  {p.attempts > 0 && <Small>{p.attempts} failed attempt{p.attempts === 1 ? '' : 's'}</Small>}
                </td>
                <td>
                  {p.position.toLocaleString('en-US')}
                  {p.rebuild && (
                    <Progress>
                      <ProgressBar value={data.head > 0 ? (p.rebuild.position / data.head) * 100 : 0} label={`Rebuilding ${p.name}`} />
                      <Small>
                        Replayed {p.rebuild.position.toLocaleString('en-US')} of {data.head.toLocaleString('en-US')}
                      </Small>
                    </Progress>
                  )}
                </td>
                <td>{formatLag(p)}</td>
                <td>{p.eventsPerSecond}</td>
                <td>
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={p.state !== 'retrying'}
                      loading={retrying && originalArgs === p.name}
                      onClick={() => retryNow(p.name)}
                      aria-label={`Retry ${p.name} now`}
                    >
                      Retry now
                    </Button>
                    {p.kind === 'projector' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={rebuilding}
                        onClick={() => setConfirming(p.name)}
                        aria-label={`Rebuild ${p.name}`}
                      >
                        Rebuild
                      </Button>
                    )}
                  </Actions>
                </td>
              </tr>
            );
          })}
        </DataTable>
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
