export const BALLOTS = 'ballots';

/** One user's current vote on one video, for GET /api/videos/{id}/user-vote. */
export interface BallotView {
  /** `${videoId}:${userId}` */
  id: string;
  videoId: string;
  userId: string;
  votedBattlerId: string;
  /** the video's pair when cast: a vote for a previous pair no longer counts */
  battlerAId: string;
  battlerBId: string;
  updatedAt: string;
  _position: number;
}

export const ballotId = (videoId: string, userId: string) => `${videoId}:${userId}`;
