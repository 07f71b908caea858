import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { LoadFailed } from '../../components/panelParts';
import { MeterTrack } from '../../components/ProgressBar';
import { useToast } from '../../components/Toast';
import { errorMessage, isUnauthorized } from '../../lib/errors';
import { saveReturnUrl } from '../../lib/returnUrl';
import { useCurrentUser } from '../auth';
import type { Video } from '../catalogue';
import { useCastVoteMutation, useGetUserVoteQuery, useGetVideoVotesQuery } from './engagementApi';
import { voteCount, votePercent } from './format';
import { withSeparators } from '../../lib/counts';
import type { VoteTally } from './types';

/** One of the video's two corners, as the side panel lists them. */
export interface VoteBattler {
  side: 'A' | 'B';
  id: string | null;
  name: string;
}

/** What the voting card hands the side panel: an action under each battler and a footer. */
export interface VotingSlots {
  renderBattlerAction: (battler: VoteBattler) => ReactNode;
  footer: ReactNode;
}

export interface VotingCardProps {
  video: Video;
  /** Lays the slots out, e.g. `(slots) => <BattlerPanel video={video} {...slots} />`. */
  children: (slots: VotingSlots) => ReactNode;
}

export const LOGIN_TO_VOTE = 'Log in to vote and support your favorite battler';
const VOTE_FAILED = 'Failed to cast your vote. Please try again.';

const Action = styled.div`
  display: grid;
  gap: 0.45rem;
  .stats {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.5rem;
    font-variant-numeric: tabular-nums;
    strong { font-size: 1.25rem; color: ${({ theme }) => theme.colors.text}; }
    span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.88rem; }
  }
`;

const Meter = styled(MeterTrack)<{ $chosen: boolean }>`
  height: 6px;
  > span {
    background: ${({ theme, $chosen }) => ($chosen ? theme.colors.gold : theme.colors.muted)};
    transition: width 0.3s ease-out;
  }
`;

const VoteButton = styled(Button)`
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 0.6rem;
  font-size: 0.9rem;
  .total { color: ${({ theme }) => theme.colors.text}; font-weight: 800; }
`;

const tallyOf = (video: Video): VoteTally => ({
  battlerAVotes: video.battlerAVotes ?? 0,
  battlerBVotes: video.battlerBVotes ?? 0,
  totalVotes: video.totalVotes ?? 0,
});

/**
 * The battle voting card (public §2, §4, §6, §8): a vote button under each battler with the
 * battler's votes and share to one decimal, the user's pick pressed; choosing the other
 * battler changes the vote. Visitors are asked to log in. It owns the state and hands the
 * side panel its slots, so the panel keeps its layout, links and no-battler message.
 * A failed read of the current user (not a 401) is not a visitor: the footer says so with
 * Try Again, and the buttons wait, as while the user is being read.
 */
export function VotingCard({ video, children }: VotingCardProps) {
  // the one subscription here: a second one to a failed read would fetch it again as it mounts
  const { user, isLoading: userLoading, isError: userFailed, error: userError, refetch: refetchUser } = useCurrentUser();
  const accountUnknown = !user && userFailed;
  const { toast } = useToast();
  const location = useLocation();
  const statsId = useId();
  const returnUrl = `${location.pathname}${location.search}`;

  const named = !!video.battlerAName && !!video.battlerBName;
  // the tally is asked for only when both battlers are set (public §7)
  const votable = named && !!video.battlerAId && !!video.battlerBId;
  const votes = useGetVideoVotesQuery(votable ? video.id : skipToken);
  const mine = useGetUserVoteQuery(votable && user ? video.id : skipToken);
  const [cast, { isLoading: casting, originalArgs }] = useCastVoteMutation();

  const tally = votes.data ?? tallyOf(video);
  const chosen = user ? (mine.data?.votedBattlerId ?? null) : null;
  const pendingId = casting ? originalArgs?.battlerId : undefined;

  const askToLogIn = useCallback(
    (description = 'You need to be logged in to vote.') =>
      toast({
        title: 'Login Required',
        description,
        variant: 'destructive',
        action: (
          <ButtonLink to="/auth" size="sm" onClick={() => saveReturnUrl(returnUrl)}>
            Log In
          </ButtonLink>
        ),
      }),
    [toast, returnUrl],
  );

  async function vote(battler: VoteBattler) {
    if (!battler.id || casting || userLoading || accountUnknown) return;
    if (!user) {
      askToLogIn();
      return;
    }
    // voting again for the same battler changes nothing (issue 4)
    if (chosen === battler.id) return;
    try {
      await cast({ videoId: video.id, battlerId: battler.id }).unwrap();
      toast({ title: 'Vote Cast', description: 'Your vote has been recorded successfully!' });
    } catch (err) {
      if (isUnauthorized(err)) askToLogIn(errorMessage(err, 'You need to be logged in to vote.'));
      else toast({ title: 'Vote Failed', description: errorMessage(err, VOTE_FAILED), variant: 'destructive' });
    }
  }

  const renderBattlerAction = (battler: VoteBattler): ReactNode => {
    if (!votable || !battler.id) return null;
    const count = battler.side === 'A' ? tally.battlerAVotes : tally.battlerBVotes;
    const share = votePercent(count, tally.totalVotes);
    const pressed = chosen === battler.id;
    const id = `${statsId}-${battler.side}`;
    return (
      <Action data-testid={`vote-${battler.side}`}>
        <div className="stats" id={id}>
          <strong>{share}</strong>
          <span>{voteCount(count)}</span>
        </div>
        <Meter $chosen={pressed} aria-hidden="true">
          <span style={{ width: share }} />
        </Meter>
        <VoteButton
          size="sm"
          block
          variant={pressed ? 'primary' : 'secondary'}
          aria-pressed={pressed}
          aria-describedby={id}
          loading={pendingId === battler.id}
          disabled={userLoading || accountUnknown || (casting && pendingId !== battler.id)}
          onClick={() => void vote(battler)}
        >
          {pressed && <span aria-hidden="true">✓</span>}
          Vote for {battler.name}
        </VoteButton>
      </Action>
    );
  };

  const chosenName = chosen === video.battlerAId ? video.battlerAName : chosen === video.battlerBId ? video.battlerBName : null;
  const footer = votable ? (
    <Footer data-testid="vote-footer">
      <span className="total">{`${withSeparators(tally.totalVotes)} total ${tally.totalVotes === 1 ? 'vote' : 'votes'}`}</span>
      {accountUnknown ? (
        <LoadFailed what="your account" message={userError?.message} onRetry={() => void refetchUser()} />
      ) : !user ? (
        !userLoading && (
          <>
            <p>{LOGIN_TO_VOTE}</p>
            <ButtonLink to="/auth" size="sm" variant="secondary" onClick={() => saveReturnUrl(returnUrl)}>
              Log In to Vote
            </ButtonLink>
          </>
        )
      ) : chosenName ? (
        <p>{`You voted for ${chosenName}. Choose the other battler to change your vote.`}</p>
      ) : (
        <p>Pick the winner: your vote counts toward the battlers' records.</p>
      )}
    </Footer>
  ) : null;

  return <>{children({ renderBattlerAction, footer })}</>;
}
