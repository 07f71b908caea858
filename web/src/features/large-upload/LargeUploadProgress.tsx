import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Meter } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import { formatPercent, ProgressBox } from './UploadProgress';
import type { LargeUploadState } from './largeUploadController';
import { formatBytes, formatEta, formatSpeed } from './uploadFormat';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  font-size: 0.85rem;
  margin: 0.4rem 0;
  font-variant-numeric: tabular-nums;
  .muted { color: ${({ theme }) => theme.colors.muted}; }
`;

const Banner = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.6rem 0 0;
  font-weight: 700;
  font-size: 0.9rem;
`;

/**
 * The large upload's panel (admin §4): percentage to one decimal, bytes, speed and eta;
 * the 'Processing video...' banner from 99 %; the manual 'Complete Upload' once offered.
 */
export function LargeUploadProgress({
  state,
  canComplete,
  onComplete,
}: {
  state: LargeUploadState;
  canComplete: boolean;
  onComplete: () => void;
}) {
  const processing = state.phase === 'processing' || state.percentage >= 99;
  const pct = formatPercent(state.percentage);
  return (
    <ProgressBox>
      <Row>
        <span>{state.mode === 'chunked' ? 'Uploading in chunks...' : 'Uploading video...'}</span>
        <span>{pct}</span>
      </Row>
      <Meter label="Large video upload" percent={state.percentage} valueText={pct} />
      <Row className="muted">
        <span className="muted">
          {formatBytes(state.uploadedBytes)} of {formatBytes(state.totalBytes)}
        </span>
        <span className="muted">
          Speed {formatSpeed(state.speed)} · ETA {formatEta(state.eta)}
        </span>
      </Row>
      <div aria-live="polite">
        {processing && (
          <Banner>
            <Spinner size={14} /> Processing video...
          </Banner>
        )}
      </div>
      {canComplete && (
        <Row>
          <span className="muted">The server has the whole file. If this does not finish, complete it by hand.</span>
          <Button size="sm" onClick={onComplete}>
            Complete Upload
          </Button>
        </Row>
      )}
    </ProgressBox>
  );
}
