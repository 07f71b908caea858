import type { Battle } from '../catalogue';
import { bigMikeVsSlim, makeVideo } from '../catalogue/fixtures.testing';

export { makeBattler } from '../catalogue/fixtures.testing';
export { claimRequest, HISTORY } from '../claims/member/fixtures.testing';
export { answerUploads } from '../claims/owner/fixtures.testing';

/** A battle in Big Mike's history, seen from his side. */
export function makeBattle(over: Partial<Battle> = {}): Battle {
  return {
    ...makeVideo({
      ...bigMikeVsSlim,
      duration: 754,
      viewCount: 3,
      eventTitle: 'Summer Slam',
      eventDate: '2025-03-07T00:00:00.000Z',
      createdAt: '2025-03-08T00:00:00.000Z',
      updatedAt: '2025-03-08T00:00:00.000Z',
    }),
    opponentName: 'Slim',
    ...over,
  };
}

