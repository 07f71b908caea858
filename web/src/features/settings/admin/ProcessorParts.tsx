import styled from 'styled-components';
import { ProgressBar } from '../../../components/ProgressBar';
import type { ProcessorRow } from './projectionsApi';

// The cells of a processor's row, shared by the desktop table and the phone's cards.

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

const Failure = styled.span`
  display: block;
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.redText};
  font-size: 0.82rem;
  overflow-wrap: anywhere;
`;

const Progress = styled.div`
  margin-top: 0.4rem;
  min-width: 10rem;
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

export const kindLabel = (p: ProcessorRow) => (p.kind === 'projector' ? 'Projector' : 'Reactor');

/** The processor's last failure, if any, under its name. */
export function ProcessorFailure({ p }: { p: ProcessorRow }) {
  if (!p.lastError) return null;
  return (
    <Failure>
      {/* no failed attempt of its own: held while a model it reads catches up (projections/runner.ts) */}
      {p.attempts > 0 ? 'Failed' : 'Stopped'} at {p.lastError.position} ({p.lastError.type}): {p.lastError.message}
    </Failure>
  );
}

export function ProcessorState({ p }: { p: ProcessorRow }) {
  const look = STATE_LOOK[p.state];
  return (
    <>
      <State $fg={look.fg}>{look.label}</State>
      {p.attempts > 0 && <Small>{p.attempts} failed attempt{p.attempts === 1 ? '' : 's'}</Small>}
    </>
  );
}

export function ProcessorPosition({ p, head }: { p: ProcessorRow; head: number }) {
  return (
    <>
      {p.position.toLocaleString('en-US')}
      {p.rebuild && (
        <Progress>
          <ProgressBar value={head > 0 ? (p.rebuild.position / head) * 100 : 0} label={`Rebuilding ${p.name}`} />
          <Small>
            Replayed {p.rebuild.position.toLocaleString('en-US')} of {head.toLocaleString('en-US')}
          </Small>
        </Progress>
      )}
    </>
  );
}
