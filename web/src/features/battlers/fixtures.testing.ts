import type { Battle } from '../catalogue';
import { bigMikeVsSlim, makeVideo } from '../catalogue/fixtures.testing';

export { makeBattler } from '../catalogue/fixtures.testing';
export { claimRequest, HISTORY } from '../claims/member/fixtures.testing';

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
