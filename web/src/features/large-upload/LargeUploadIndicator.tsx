import styled from 'styled-components';
import type { AdminStatusProps } from '../../lib/featureModule';
import { Button } from '../../components/Button';
import { largeUploads, type LargeUploadSnapshot } from './largeUploadController';
import { formatPercent } from './UploadProgress';
import { useLargeUploadSnapshot } from './useLargeUpload';

const Chip = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem 0.9rem;
  margin-top: 1rem;
  padding: 0.5rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.goldSoft};
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
  .file { font-weight: 700; overflow-wrap: anywhere; }
`;

function describe({ state, job, completionIssue }: LargeUploadSnapshot): { line: string; spoken: string } {
  const name = job?.file.name ?? 'video';
  if (completionIssue) return { line: `Upload of ${name} could not be completed`, spoken: `Upload of ${name} could not be completed` };
  if (state.phase === 'processing') return { line: `Processing ${name}...`, spoken: `Processing ${name}` };
  // read out in steps of ten only: every tenth of a percent would talk over everything else
  return { line: `Uploading ${name} — ${formatPercent(state.percentage)}`, spoken: `Uploading ${name}, ${Math.floor(state.percentage / 10) * 10}%` };
}

/**
 * The admin area's line while a large upload runs, on every tab and with the dialog
 * hidden; 'Show upload' goes to the Videos tab and opens the dialog with its progress.
 */
export function LargeUploadIndicator({ openTab }: AdminStatusProps) {
  const snapshot = useLargeUploadSnapshot();
  const active = snapshot.state.phase !== 'idle' && !snapshot.dialogOpen;
  const text = active ? describe(snapshot) : null;
  const show = () => {
    openTab('videos');
    largeUploads.showDialog();
  };
  // the live region stays mounted, so the first line of an upload is announced too
  return (
    <div role="status" aria-live="polite" aria-label="Large upload">
      {text && (
        <Chip>
          <span aria-hidden="true" className="file">
            {text.line}
          </span>
          <span className="sr-only">{text.spoken}</span>
          <Button size="sm" variant="secondary" onClick={show}>
            Show upload
          </Button>
        </Chip>
      )}
    </div>
  );
}
