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

describe('a ballot after a merge (issue 13): the merged-away battler src is now tgt on video v1', () => {
  const castSrc: BallotEvent = { type: 'VoteCast', data: { videoId: 'v1', userId: 'u1', battlerId: 'src', battlerAId: 'src', battlerBId: 'b' } };
  const castB: BallotEvent = { type: 'VoteCast', data: { videoId: 'v1', userId: 'u1', battlerId: 'b', battlerAId: 'src', battlerBId: 'b' } };
  const after = (battlerId: string): CastVote => ({
    type: 'CastVote', videoId: 'v1', userId: 'u1', battlerId, battlerAId: 'tgt', battlerBId: 'b', formerBattlerIds: { src: 'tgt' },
  });

  it('given a vote for src, when tgt is chosen, then nothing is recorded (the same vote)', () => {
    given(ballotDecider, [castSrc]).when(after('tgt')).then([]);
  });

  it('given a vote for src, when the opponent is chosen, then the vote changes from tgt', () => {
    given(ballotDecider, [castSrc]).when(after('b')).then([{ type: 'VoteChanged', data: {
      videoId: 'v1', userId: 'u1', battlerId: 'b', previousBattlerId: 'tgt', battlerAId: 'tgt', battlerBId: 'b',
    } }]);
  });

  it('given no vote, when src is chosen (a page opened before the merge), then the vote is cast for tgt', () => {
    given(ballotDecider, []).when(after('src')).then([{ type: 'VoteCast', data: {
      videoId: 'v1', userId: 'u1', battlerId: 'tgt', battlerAId: 'tgt', battlerBId: 'b',
    } }]);
  });

  it('given a vote for the opponent, when src is chosen, then the vote changes to tgt; src again records nothing', () => {
    given(ballotDecider, [castB]).when(after('src')).then([{ type: 'VoteChanged', data: {
      videoId: 'v1', userId: 'u1', battlerId: 'tgt', previousBattlerId: 'b', battlerAId: 'tgt', battlerBId: 'b',
    } }]);
    given(ballotDecider, [castSrc]).when(after('src')).then([]);
  });

  it('still refuses a battler who is in neither the pair nor its merges', () => {
    given(ballotDecider, []).when(after('c')).thenError("battlerId must be one of the video's two battlers", 'validation');
    given(ballotDecider, []).when(after('constructor')).thenError("battlerId must be one of the video's two battlers", 'validation');
  });

  it('given a vote for the opponent, when tgt is chosen, then the vote changes from the opponent', () => {
    given(ballotDecider, [castB]).when(after('tgt')).then([{ type: 'VoteChanged', data: {
      videoId: 'v1', userId: 'u1', battlerId: 'tgt', previousBattlerId: 'b', battlerAId: 'tgt', battlerBId: 'b',
    } }]);
  });
});
