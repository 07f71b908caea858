export { makeBattler } from '../../catalogue/fixtures.testing';

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
