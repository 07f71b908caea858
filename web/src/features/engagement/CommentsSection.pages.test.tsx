import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { CommentsSection } from './CommentsSection';
import type { Comment } from './types';

const me = makeUser({ id: 'u-1', username: 'mc_me', firstName: 'Maya', lastName: 'Cruz' });

/** 45 top-level comments, c44 the newest, and two replies to c40 */
const THREADS = 45;
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString();
const comment = (i: number, over: Partial<Comment> = {}): Comment => ({
  id: `c${i}`, videoId: 'v1', userId: 'u-2', parentCommentId: null, content: `comment number ${i}`, createdAt: at(i), updatedAt: at(i),
  user: { username: 'other', firstName: 'Otto', lastName: 'Ruiz', profilePictureUrl: null }, ...over,
});
const replies = [
  comment(100, { id: 'r1', parentCommentId: 'c40', content: 'first reply', createdAt: at(50), updatedAt: at(50) }),
  comment(101, { id: 'r2', parentCommentId: 'c40', content: 'second reply', createdAt: at(51), updatedAt: at(51) }),
];

/** The server's pages: newest threads first, each with its replies, counts and a next link in the headers. */
function serve(threads: Comment[], all: Comment[], req: Request, shift = 0) {
  const url = new URL(req.url, 'http://localhost');
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const from = (page - 1) * limit - shift;
  const tops = threads.slice(Math.max(0, from), from + limit);
  const body = tops.flatMap((t) => [t, ...all.filter((c) => c.parentCommentId === t.id)]);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json', 'X-Total-Count': String(threads.length), 'X-Comment-Count': String(all.length),
  };
  if (page * limit < threads.length) headers.Link = `</api/videos/v1/comments?limit=${limit}&page=${page + 1}>; rel="next"`;
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/** IntersectionObserver as jsdom lacks it: the test says when the watched end comes into view. */
class FakeObserver {
  static live: FakeObserver[] = [];
  private watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    this.watched.push(el);
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  unobserve() {}
  takeRecords() { return []; }
  static scrollIntoView() {
    for (const o of [...FakeObserver.live]) {
      o.callback(o.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as never);
    }
  }
}

const threads = Array.from({ length: THREADS }, (_, i) => comment(THREADS - 1 - i));
const pageCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/videos/v1/comments');
const topLevel = () => screen.getAllByTestId('comment').map((el) => el.querySelector('.content')?.textContent);

beforeEach(() => {
  FakeObserver.live = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('comments section: a long discussion in pages', () => {
  it('given 45 threads, when the end nears the view and then the button is pressed, then the pages load in turn with no repeats', async () => {
    const all = [...threads, ...replies];
    let requested: URL[] = [];
    // the second page is read after a newer comment arrived: it starts with the first page's last thread again
    let shift = 0;
    const { calls } = stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': (req) => {
        requested.push(new URL(req.url, 'http://localhost'));
        return serve(threads, all, req, shift);
      },
    });
    renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
    await screen.findByText('comment number 44');
    expect(screen.getByRole('heading', { name: 'Comments (47)' })).toBeInTheDocument();
    expect(topLevel()).toHaveLength(20);
    expect(requested.map((u) => u.search)).toEqual(['?limit=20&page=1']);
    // c40's two replies came with it
    expect(screen.getByText('Showing 22 of 47 comments')).toBeInTheDocument();

    shift = 1;
    requested = [];
    act(() => FakeObserver.scrollIntoView());
    await screen.findByText('comment number 6');
    expect(requested.map((u) => u.search)).toEqual(['?limit=20&page=2']);
    // c25 came twice (the pages shifted by one) and is shown once
    expect(topLevel()).toEqual(threads.slice(0, 39).map((c) => c.content));
    expect(within(screen.getByText('comment number 40').closest('li') as HTMLElement).getAllByTestId('reply')).toHaveLength(2);

    const more = screen.getByRole('button', { name: 'Load more comments' });
    more.focus();
    fireEvent.click(more);
    await screen.findByText('comment number 0');
    expect(requested.map((u) => u.search)).toEqual(['?limit=20&page=2', '?limit=20&page=3']);
    expect(topLevel()).toEqual(threads.map((c) => c.content));
    // the last page: no more button, no more watching; focus on the line that says so
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing all 47 comments')).toHaveFocus();
    act(() => FakeObserver.scrollIntoView());
    expect(pageCalls(calls)).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Comments (47)' })).toBeInTheDocument();
  });

  it('given a second page loaded, when a comment is posted and one of the second page deleted, then both show at once and the count follows', async () => {
    const all = [...threads, ...replies];
    const mine = threads.map((c, i) => (i === 30 ? { ...c, userId: me.id, user: { ...c.user, username: 'mc_me', firstName: 'Maya', lastName: 'Cruz' } } : c));
    stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': (req) => serve(mine, [...mine, ...replies], req),
      'POST /api/videos/v1/comments': async (req) => json(201, comment(99, { userId: me.id, content: ((await req.json()) as { content: string }).content, createdAt: at(59), updatedAt: at(59) })),
      'DELETE /api/comments/c14': () => json(200, { message: 'Comment deleted', deletedIds: ['c14'] }),
    });
    renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
    await screen.findByText('comment number 44');
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await screen.findByText('comment number 14');

    fireEvent.change(await screen.findByLabelText('Add a comment'), { target: { value: 'Fresh take' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(topLevel()[0]).toBe('Fresh take'));
    expect(screen.getByRole('heading', { name: `Comments (${all.length + 1})` })).toBeInTheDocument();

    const own = screen.getByText('comment number 14').closest('article') as HTMLElement;
    fireEvent.click(within(own).getByRole('button', { name: /^Delete your comment/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('comment number 14')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: `Comments (${all.length})` })).toBeInTheDocument();
    // 40 threads, c40's 2 replies, the new one, less the deleted one
    expect(screen.getByText(`Showing 42 of ${all.length} comments`)).toBeInTheDocument();
  });

  it('given a next page that fails, when Try again is pressed, then it is asked again and shown, the list kept meanwhile', async () => {
    let fail = true;
    const { calls } = stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': (req) => (new URL(req.url, 'http://localhost').searchParams.get('page') === '2' && fail
        ? json(503, { message: 'Try later' })
        : serve(threads, threads, req)),
    });
    renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
    await screen.findByText('comment number 44');
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText("Couldn't load more comments.")).toBeInTheDocument();
    expect(screen.getByText('comment number 44')).toBeInTheDocument();
    // a failed page is not asked again by scrolling, only by the button
    const asked = pageCalls(calls).length;
    act(() => FakeObserver.scrollIntoView());
    expect(pageCalls(calls)).toHaveLength(asked);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('comment number 6')).toBeInTheDocument();
    expect(screen.queryByText("Couldn't load more comments.")).not.toBeInTheDocument();
  });
});
