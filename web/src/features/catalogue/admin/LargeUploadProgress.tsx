import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { MeterTrack } from '../../../components/ProgressBar';
import { Spinner } from '../../../components/Spinner';
import { formatPercent, ProgressBox } from './UploadProgress';
import type { LargeUploadState } from './largeUploadController';

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

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatSpeed(bytesPerSecond: number | null): string {
  return bytesPerSecond == null || !Number.isFinite(bytesPerSecond) ? '—' : `${formatBytes(Math.max(0, bytesPerSecond))}/s`;
}

/** '42s', '3m 05s', '1h 02m'; a dash while unknown. */
export function formatEta(seconds: number | null): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

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
      <MeterTrack
        role="progressbar"
        aria-label="Large video upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(100, state.percentage) * 10) / 10}
        aria-valuetext={pct}
      >
        <div style={{ width: `${Math.min(100, state.percentage)}%` }} />
      </MeterTrack>
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
