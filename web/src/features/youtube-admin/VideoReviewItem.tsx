import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { REVIEW_FAILED_TEXT, REVIEW_FAILED_TITLE, REVIEW_NOTES_MAX } from '../../../../domain/youtube/limits';
import { Button } from '../../components/Button';
import { controlStyles, Label } from '../../components/Field';
import { useToast } from '../../components/Toast';
import { formatCount } from '../../lib/counts';
import { formatDay } from '../../lib/date';
import { errorMessage } from '../../lib/errors';
import { useReviewYoutubeVideoMutation, type YoutubeVideo } from './youtubeAdminApi';

export type ReviewState = 'unreviewed' | 'relevant' | 'irrelevant';

export const reviewState = (v: Pick<YoutubeVideo, 'isRelevant'>): ReviewState =>
  v.isRelevant === null ? 'unreviewed' : v.isRelevant ? 'relevant' : 'irrelevant';

/** The status in words, so it never rests on colour alone. */
const STATE_TEXT: Record<ReviewState, string> = {
  unreviewed: 'Unreviewed · counted',
  relevant: 'Relevant · counted',
  irrelevant: 'Irrelevant · not counted',
};

// foregrounds 4.5:1 or more on the dialog's surface
const TONES: Record<ReviewState, string> = { unreviewed: '#a9a6a0', relevant: '#3ddc84', irrelevant: '#ff6b60' };

const Item = styled.li<{ $state: ReviewState }>`
  display: grid;
  gap: 0.55rem;
  padding: 0.8rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface2};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px ${({ $state }) => ($state === 'unreviewed' ? 'dashed' : 'solid')} ${({ $state }) => TONES[$state]};
  .head { display: flex; gap: 0.5rem 0.75rem; align-items: baseline; justify-content: space-between; flex-wrap: wrap; }
  a { color: ${({ theme }) => theme.colors.text}; font-weight: 700; text-decoration: underline; overflow-wrap: anywhere; }
  a:hover { color: ${({ theme }) => theme.colors.gold}; }
  .meta { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
  .controls { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
`;

const State = styled.span<{ $state: ReviewState }>`
  flex: none;
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.15rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ $state }) => TONES[$state]};
  border: 1px ${({ $state }) => ($state === 'unreviewed' ? 'dashed' : 'solid')} ${({ $state }) => TONES[$state]}88;
`;

const pressed = css`
  &[aria-pressed='true'] { outline: 2px solid currentColor; outline-offset: 1px; }
`;
const Choice = styled(Button)`${pressed}`;

const Notes = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 0;
  resize: vertical;
  line-height: 1.4;
`;

const NoteLabel = styled(Label)`
  margin: 0;
  font-size: 0.8rem;
`;

/** One matched video: what YouTube says about it, and the admin's relevant / irrelevant call with notes (admin §4). */
export function VideoReviewItem({ video }: { video: YoutubeVideo }) {
  const { toast } = useToast();
  const [review, { isLoading, originalArgs }] = useReviewYoutubeVideoMutation();
  const [notes, setNotes] = useState(video.reviewNotes ?? '');
  const [savedNotes, setSavedNotes] = useState(video.reviewNotes ?? '');
  const notesId = useId();
  const state = reviewState(video);
  const when = formatDay(video.publishedAt);
  // notes saved elsewhere (another admin, a refetch) replace an untouched field
  if ((video.reviewNotes ?? '') !== savedNotes) {
    setSavedNotes(video.reviewNotes ?? '');
    if (notes === savedNotes) setNotes(video.reviewNotes ?? '');
  }

  const send = async (isRelevant: boolean) => {
    try {
      const { video: saved } = await review({
        battlerId: video.battlerId,
        videoId: video.id,
        isRelevant,
        reviewNotes: notes.trim() || null,
      }).unwrap();
      setNotes(saved.reviewNotes ?? '');
      setSavedNotes(saved.reviewNotes ?? '');
      toast({ title: 'Video Reviewed', description: `${saved.title}: ${STATE_TEXT[reviewState(saved)].toLowerCase()}.` });
    } catch (err) {
      toast({ title: REVIEW_FAILED_TITLE, description: errorMessage(err, REVIEW_FAILED_TEXT), variant: 'destructive' });
    }
  };
  const busy = (value: boolean) => isLoading && originalArgs?.isRelevant === value;

  return (
    <Item $state={state} data-state={state}>
      <div className="head">
        <a href={video.url} target="_blank" rel="noopener noreferrer">
          {video.title}
          <span className="sr-only"> (opens YouTube in a new tab)</span>
        </a>
        <State $state={state}>{STATE_TEXT[state]}</State>
      </div>
      <p className="meta">
        {video.channelName} · {formatCount(video.viewCount)} views{when && ` · ${when}`}
      </p>
      <div className="controls" role="group" aria-label={`Relevance of ${video.title}`}>
        <Choice
          size="sm"
          variant={state === 'relevant' ? 'primary' : 'secondary'}
          aria-pressed={state === 'relevant'}
          loading={busy(true)}
          disabled={isLoading}
          onClick={() => state !== 'relevant' && send(true)}
        >
          Relevant
        </Choice>
        <Choice
          size="sm"
          variant={state === 'irrelevant' ? 'danger' : 'secondary'}
          aria-pressed={state === 'irrelevant'}
          loading={busy(false)}
          disabled={isLoading}
          onClick={() => state !== 'irrelevant' && send(false)}
        >
          Irrelevant
        </Choice>
      </div>
      <NoteLabel htmlFor={notesId}>
        Review notes<span className="sr-only"> for {video.title}</span>
      </NoteLabel>
      <Notes
        id={notesId}
        rows={3}
        maxLength={REVIEW_NOTES_MAX}
        value={notes}
        placeholder={state === 'unreviewed' ? 'Saved with your relevant / irrelevant choice' : undefined}
        onChange={(e) => setNotes(e.target.value)}
      />
      {video.isRelevant !== null && notes !== savedNotes && (
        <div className="controls">
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => send(video.isRelevant as boolean)}>
            Save Notes
          </Button>
        </div>
      )}
    </Item>
  );
}
