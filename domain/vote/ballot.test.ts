import { given } from '../../test/given';
import { type BallotEvent, ballotDecider, ballotStream, type CastVote } from './ballot';

const vote = (battlerId: string): CastVote => ({ type: 'CastVote', videoId: 'v1', userId: 'u1', battlerId, battlerAId: 'a', battlerBId: 'b' });
const castA: BallotEvent = { type: 'VoteCast', data: { videoId: 'v1', userId: 'u1', battlerId: 'a', battlerAId: 'a', battlerBId: 'b' } };

describe('ballot decider', () => {
  it('names its stream per video and user', () => {
    expect(ballotStream('v1', 'u1')).toBe('vote-v1-u1');
  });

  it('casts a first vote', () => {
    given(ballotDecider, []).when(vote('a')).then([castA]);
  });

  it('changes the vote to the other battler', () => {
    given(ballotDecider, [castA]).when(vote('b')).then([{
      type: 'VoteChanged', data: { videoId: 'v1', userId: 'u1', battlerId: 'b', previousBattlerId: 'a', battlerAId: 'a', battlerBId: 'b' },
    }]);
  });

  it('records nothing when the same battler is chosen again', () => {
    given(ballotDecider, [castA]).when(vote('a')).then([]);
  });

  it('casts anew, even for the same battler, once the video\'s pair has changed (its tally started again)', () => {
    const newPair = { ...vote('a'), battlerBId: 'c' };
    given(ballotDecider, [castA]).when(newPair).then([{
      type: 'VoteCast', data: { videoId: 'v1', userId: 'u1', battlerId: 'a', battlerAId: 'a', battlerBId: 'c' },
    }]);
    // the same pair with sides swapped is the same battle
    given(ballotDecider, [castA]).when({ ...vote('a'), battlerAId: 'b', battlerBId: 'a' }).then([]);
  });

  it('refuses a battler who is not in the video', () => {
    given(ballotDecider, []).when(vote('c')).thenError("battlerId must be one of the video's two battlers", 'validation');
  });

  it('refuses a video without battlers', () => {
    given(ballotDecider, []).when({ ...vote('a'), battlerAId: '', battlerBId: '' }).thenError('This video has no battlers to vote for', 'validation');
  });
});
