import styled from 'styled-components';

/** A pill-shaped track; its one child is the fill, sized with an inline width. */
export const MeterTrack = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  overflow: hidden;
  > * {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.red}, ${({ theme }) => theme.colors.gold});
    transition: width 0.2s ease;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 0.3rem;
`;

/**
 * A progress bar for screen readers and eyes alike: `percent` (0–100, kept to one decimal)
 * fills the track; `valueText` is what is read out when the number alone would not say it.
 */
export function Meter({ label, percent, valueText }: { label: string; percent: number; valueText?: string }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <MeterTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 10) / 10} aria-valuetext={valueText}>
      <div style={{ width: `${clamped}%` }} />
    </MeterTrack>
  );
}

export function ProgressBar({ value, label = 'Uploading' }: { value: number; label?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div>
      <Row>
        <span>{label}</span>
        <span>{pct}%</span>
      </Row>
      <Meter label={label} percent={pct} />
    </div>
  );
}
