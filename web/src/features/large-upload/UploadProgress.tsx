import styled from 'styled-components';
import { Meter } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import { transferLine } from './uploadFormat';
import type { UploadTransfer } from './useCatalogueUpload';

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

const Detail = styled.p`
  margin: 0.4rem 0 0;
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** Percent to one decimal (admin §9). */
export const formatPercent = (p: number) => `${Math.max(0, Math.min(100, p)).toFixed(1)}%`;

/**
 * The file's upload progress with bytes, speed and time left, then 'Processing video...'
 * until the server answers. Only the change of phase is announced: the numbers change
 * too often to be read out, and the progress bar carries them for whoever asks.
 */
export function UploadProgress({ transfer }: { transfer: UploadTransfer }) {
  const { percent, sent, total, speed, eta } = transfer;
  const processing = percent >= 100;
  return (
    <ProgressBox>
      <Row>
        <span aria-live="polite">{processing ? 'Processing video...' : 'Uploading video...'}</span>
        <span>{processing ? <Spinner size={14} /> : formatPercent(percent)}</span>
      </Row>
      <Meter label="Video upload" percent={percent} valueText={processing ? 'Processing video...' : formatPercent(percent)} />
      {!processing && total > 0 && <Detail>{transferLine(sent, total, speed, eta)}</Detail>}
    </ProgressBox>
  );
}
