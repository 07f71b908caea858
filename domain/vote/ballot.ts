import type { Decider, DomainEvent } from '../shared/decider';
import { invalid } from '../shared/errors';

/**
 * One user's ballot on one video: its own stream (`vote-<videoId>-<userId>`), so the
 * one-vote rule is the stream's revision and a hot video has no contended stream.
 * The events carry the video's pair at the time, so the tally and stats projectors
 * know both battlers without reading anything else.
 */
export type BallotEvent =
  | DomainEvent<'VoteCast', { videoId: string; userId: string; battlerId: string; battlerAId: string; battlerBId: string }>
  | DomainEvent<'VoteChanged', {
      videoId: string; userId: string; battlerId: string; previousBattlerId: string; battlerAId: string; battlerBId: string;
    }>;

export interface CastVote {
  type: 'CastVote';
  videoId: string;
  userId: string;
  battlerId: string;
  /** the video's two battlers, read from its stream by the handler */
  battlerAId: string;
  battlerBId: string;
  /** battlers a merge replaced on this video (former id → its replacement): a ballot for one counts for the other */
  formerBattlerIds?: Readonly<Record<string, string>>;
}

export type BallotCommand = CastVote;

export interface BallotState {
  votedBattlerId: string | null;
  /** the video's pair when the vote was last cast: a vote for another pair no longer counts */
  pair: string | null;
}

export const initialBallotState: BallotState = { votedBattlerId: null, pair: null };

/** The pair as a key that does not depend on which side is A. */
// no array and sort: it runs several times a vote (1.6 % of one in a profile)
const pairOf = (a: string, b: string) => (a <= b ? `${a}|${b}` : `${b}|${a}`);

/** Whether two sides name the same two battlers, in either order: the pair a ballot counts for. */
export const samePair = (x: { battlerAId: string; battlerBId: string }, y: { battlerAId: string; battlerBId: string }) =>
  pairOf(x.battlerAId, x.battlerBId) === pairOf(y.battlerAId, y.battlerBId);

export const ballotStream = (videoId: string, userId: string) => `vote-${videoId}-${userId}`;

export function evolve(state: BallotState, event: BallotEvent): BallotState {
  switch (event.type) {
    case 'VoteCast':
    case 'VoteChanged':
      return { votedBattlerId: event.data.battlerId, pair: pairOf(event.data.battlerAId, event.data.battlerBId) };
    default:
      return state;
  }
}

/** The battler a merge put in this one's place on the video, or the battler itself. */
const aliasOf = (former: Readonly<Record<string, string>> | undefined, id: string): string =>
  (former && Object.hasOwn(former, id) ? former[id] : id);

export function decide(command: BallotCommand, state: BallotState): BallotEvent[] {
  const { videoId, userId, battlerAId, battlerBId, formerBattlerIds: former } = command;
  if (!battlerAId || !battlerBId) throw invalid('This video has no battlers to vote for');
  // a page opened before a merge still names the merged-away battler: the vote is for the one that took its side
  const battlerId = aliasOf(former, command.battlerId);
  if (battlerId !== battlerAId && battlerId !== battlerBId) throw invalid("battlerId must be one of the video's two battlers");
  const [x, y] = (state.pair ?? '').split('|');
  // the video's battlers changed since this ballot (its tally started again): a new vote; a merge is no change
  const current = state.pair && pairOf(aliasOf(former, x), aliasOf(former, y)) === pairOf(battlerAId, battlerBId) && state.votedBattlerId
    ? aliasOf(former, state.votedBattlerId) : null;
  // the same choice again changes nothing: no event, no double count
  if (current === battlerId) return [];
  if (current === null) {
    return [{ type: 'VoteCast', data: { videoId, userId, battlerId, battlerAId, battlerBId } }];
  }
  return [{ type: 'VoteChanged', data: { videoId, userId, battlerId, previousBattlerId: current, battlerAId, battlerBId } }];
}

export const ballotDecider: Decider<BallotCommand, BallotState, BallotEvent> = {
  initialState: initialBallotState,
  evolve,
  decide,
};
