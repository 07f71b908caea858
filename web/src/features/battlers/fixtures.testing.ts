import type { Battle } from '../catalogue';
import type { ClaimRequestWire } from './claimsApi';
import { bigMikeVsSlim, makeVideo } from '../catalogue/fixtures.testing';

export { makeBattler } from '../catalogue/fixtures.testing';

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

/** Long enough for the claim form's 50-character minimum. */
export const HISTORY = 'Ten years on the circuit: King of the Dot, URL, and every local league in between.';

/** A member's pending claim on Big Mike. */
export function claimRequest(over: Partial<ClaimRequestWire> = {}): ClaimRequestWire {
  return {
    id: 'cr-1',
    battlerId: 'b-1',
    userId: 'u-1',
    contactEmail: 'tester@example.com',
    contactPhone: null,
    battleVideos: ['https://youtu.be/abc'],
    battleHistory: HISTORY,
    additionalInfo: null,
    status: 'pending',
    reviewNotes: null,
    reviewedAt: null,
    createdAt: '2025-04-01T10:00:00.000Z',
    ...over,
  };
}

type Answer = () => Response | Promise<Response>;

/**
 * Answers multipart POSTs ('POST /path' keys) without reading them: jsdom's FormData cannot be
 * read back by Node's Request. Call after stubFetch; the field names sent are in `fields`.
 */
export function answerUploads(answers: Record<string, Answer>) {
  const stubbed = global.fetch;
  const posts: string[] = [];
  const fields: string[] = [];
  const append = jest.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name: string) {
    fields.push(name);
  });
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const key = `${req.method} ${new URL(req.url, 'http://localhost').pathname}`;
    const answer = answers[key];
    if (!answer) return stubbed(input, init);
    posts.push(key);
    return answer();
  }) as typeof fetch;
  return { posts, fields, restore: () => append.mockRestore() };
}
