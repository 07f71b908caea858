import styled from 'styled-components';
import { MeterTrack } from '../../../components/ProgressBar';
import { Spinner } from '../../../components/Spinner';

/** The panel both upload dialogs show their progress in. */
export const ProgressBox = styled.div`
  margin: 0.25rem 0 1rem;
  padding: 0.8rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.85rem;
  margin-bottom: 0.4rem;
  span:last-child { font-variant-numeric: tabular-nums; color: ${({ theme }) => theme.colors.muted}; }
`;

/** Percent to one decimal (admin §9). */
export const formatPercent = (p: number) => `${Math.max(0, Math.min(100, p)).toFixed(1)}%`;

/** The file's upload progress, then 'Processing video...' until the server answers. */
export function UploadProgress({ percent }: { percent: number }) {
  const processing = percent >= 100;
  return (
    <ProgressBox aria-live="polite">
      <Row>
        <span>{processing ? 'Processing video...' : 'Uploading video...'}</span>
        <span>{processing ? <Spinner size={14} /> : formatPercent(percent)}</span>
      </Row>
      <MeterTrack
        role="progressbar"
        aria-label="Video upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent * 10) / 10}
        aria-valuetext={processing ? 'Processing video...' : formatPercent(percent)}
      >
        <div style={{ width: `${Math.min(100, percent)}%` }} />
      </MeterTrack>
    </ProgressBox>
  );
}
