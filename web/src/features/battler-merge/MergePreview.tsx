import styled from 'styled-components';
import type { MergePreviewWire } from '../../../../api/features/battler-merge/wire-types';
import { SkeletonRows } from '../../components/Skeleton';
import { formatCount } from '../../lib/counts';
import { profileLines } from './format';
import { BattlerBrief, Note } from './parts';
import type { PreviewState } from './usePreview';

const Box = styled.section`
  margin: 1rem 0;
  padding: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 0.95rem; font-weight: 800; letter-spacing: 0; margin: 0 0 0.6rem; }
  .sides { display: grid; gap: 0.6rem; margin-bottom: 0.75rem; }
  .role { display: block; font-size: 0.72rem; font-weight: 800; letter-spacing: 0.08em; text-transform: uppercase; color: ${({ theme }) => theme.colors.muted}; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 0.75rem; margin: 0; font-size: 0.88rem; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; }
  .owner { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.text}; font-weight: 400; text-align: left; }
  .owner > span { display: block; }
`;

const Refusal = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.redSoft};
  color: ${({ theme }) => theme.colors.redText};
  font-weight: 700;
  font-size: 0.9rem;
`;

function ownerText(p: MergePreviewWire): string {
  if (p.ownerMoves) return `${p.source.name}'s owner becomes ${p.target.name}'s owner.`;
  if (p.source.userId && p.target.userId) return 'Both battlers are claimed.';
  if (p.target.userId) return `${p.target.name} keeps its owner.`;
  return 'Neither battler is claimed.';
}

/** What a merge would move, and why it would be refused (the server's own words). */
export function MergePreview({ id, state }: { id?: string; state: PreviewState }) {
  if (state.kind === 'incomplete') {
    return (
      <Note id={id} tabIndex={-1}>
        Choose both battlers to see what the merge moves.
      </Note>
    );
  }
  return (
    <Box id={id} tabIndex={-1} aria-labelledby="merge-preview-title" aria-live="polite">
      <h3 id="merge-preview-title">What moves</h3>
      {state.kind === 'loading' && <SkeletonRows count={2} height="1.5rem" label="Loading the merge preview" />}
      {state.kind === 'error' && <Refusal role="alert">Could not load the preview: {state.message}</Refusal>}
      {state.kind === 'refused' && !state.preview && <Refusal role="alert">{state.refusal}</Refusal>}
      {state.preview && (
        <>
          <div className="sides">
            <div>
              <span className="role">Merged away</span>
              <BattlerBrief battler={state.preview.source} />
            </div>
            <div>
              <span className="role">Kept</span>
              <BattlerBrief battler={state.preview.target} />
            </div>
          </div>
          <dl aria-label="Moves to the kept battler">
            <dt>Videos</dt>
            <dd>{formatCount(state.preview.videos)}</dd>
            <dt>Votes</dt>
            <dd>{formatCount(state.preview.votes)}</dd>
            <dt>Approved applications</dt>
            <dd>{formatCount(state.preview.approvedApplications)}</dd>
            <dt>YouTube videos</dt>
            <dd>{formatCount(state.preview.youtubeVideos)}</dd>
            <dt>Owner</dt>
            <dd className="owner">{ownerText(state.preview)}</dd>
            {state.preview.profile && (
              <>
                <dt>Photo, texts and flags</dt>
                <dd className="owner">
                  {profileLines(state.preview).map((line, i) => <span key={line}>{i > 0 && ' '}{line}</span>)}
                </dd>
              </>
            )}
          </dl>
          {state.preview.refusal && <Refusal role="alert">{state.preview.refusal}</Refusal>}
        </>
      )}
    </Box>
  );
}
