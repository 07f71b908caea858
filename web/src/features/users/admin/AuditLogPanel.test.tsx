import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onAPhone } from '../../../testing/phone';
import { json, renderApp, stubFetch } from '../../../testing/render';
import type { AuditEntry } from './adminApi';
import { AuditLogPanel } from './AuditLogPanel';

/** The log the stub server holds, newest first: entry n at n hours past a March day's start. */
const entry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: String(n), at: new Date(Date.UTC(2026, 2, 1, 8) + n * 3_600_000).toISOString(), action: 'role_changed',
  actorId: 'a1', actorName: 'boss', targetId: `t${n}`, targetName: `target_${n}`, details: `change ${n}`, ...over,
});
const LOG = Array.from({ length: 120 }, (_, i) => entry(120 - i));
const ACTORS = [{ id: 'a1', name: 'boss', entries: 119 }, { id: 'cli', name: 'cli', entries: 1 }];

/** A stub of GET /api/admin/audit that pages and filters as the server does, with its headers. */
function serve(log: AuditEntry[] = LOG) {
  const asked: URLSearchParams[] = [];
  const stub = stubFetch({
    'GET /api/admin/audit': (req) => {
      const q = new URL(req.url).searchParams;
      asked.push(q);
      const limit = Number(q.get('limit') ?? 50);
      const page = Number(q.get('page') ?? 1);
      const kind = q.get('kind');
      const actor = q.get('actor');
      const matching = log.filter((e) => (!kind || e.action === kind) && (!actor || e.actorId === actor));
      const res = json(200, matching.slice((page - 1) * limit, page * limit));
      res.headers.set('X-Total-Count', String(matching.length));
      if (page * limit < matching.length) res.headers.set('Link', `</api/admin/audit?limit=${limit}&page=${page + 1}>; rel="next"`);
      return res;
    },
    'GET /api/admin/audit/actors': () => json(200, ACTORS),
  });
  return { ...stub, asked, last: () => Object.fromEntries(asked[asked.length - 1]) };
}

const region = () => screen.getByRole('region', { name: 'Audit Log' });
const bodyRows = () => within(region()).getAllByRole('row').slice(1);

describe('the audit log panel', () => {
  it('shows the first 50 entries newest first, and 50 more on Load more', async () => {
    const { asked } = serve();
    renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
    expect(await screen.findByText('Showing 50 of 120 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    expect(within(bodyRows()[0]).getByText('target_120')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ limit: '50', page: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Load 50 more' }));
    expect(await screen.findByText('Showing 100 of 120 entries')).toBeInTheDocument();
    expect(Object.fromEntries(asked[asked.length - 1])).toEqual({ limit: '50', page: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Load 20 more' }));
    expect(await screen.findByText('Showing 120 of 120 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Load/ })).not.toBeInTheDocument();
    expect(within(bodyRows()[119]).getByText('target_1')).toBeInTheDocument();
  });

  it('shows an entry once when a new one pushed it onto the next page', async () => {
    serve();
    renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
    await screen.findByText('Showing 50 of 120 entries');
    // one more entry is logged: the second page now begins with the first page's last entry
    serve([entry(121), ...LOG]);
    fireEvent.click(screen.getByRole('button', { name: 'Load 50 more' }));
    expect(await screen.findByText('Showing 99 of 121 entries')).toBeInTheDocument();
    const targets = bodyRows().map((r) => within(r).getAllByRole('cell')[3].textContent);
    expect(new Set(targets).size).toBe(99);
  });

  it('labels every filter, offers every action and the log\'s actors', async () => {
    serve();
    renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
    const kind = screen.getByLabelText('Action') as HTMLSelectElement;
    const kinds = within(kind).getAllByRole('option').map((o) => o.textContent);
    expect(kinds[0]).toBe('All actions');
    expect(kinds).toEqual(expect.arrayContaining(['Role changed', 'Comment removed', 'YouTube synced']));
    expect(kinds).toHaveLength(42);
    const actor = screen.getByLabelText('Actor') as HTMLSelectElement;
    await waitFor(() => expect(within(actor).getAllByRole('option').map((o) => o.textContent)).toEqual(['All actors', 'boss (119)', 'cli (1)']));
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('puts each filter in the address and in the request; Clear filters takes them all away', async () => {
    const { last } = serve();
    const { router } = renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
    await screen.findByText('Showing 50 of 120 entries');
    const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'password_reset_by_admin' } });
    await waitFor(() => expect(params()).toEqual({ tab: 'users', auditKind: 'password_reset_by_admin' }));
    await waitFor(() => expect(last()).toEqual({ limit: '50', page: '1', kind: 'password_reset_by_admin' }));

    await waitFor(() => expect(within(screen.getByLabelText('Actor')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'cli' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(params()).toEqual({
      tab: 'users', auditKind: 'password_reset_by_admin', auditActor: 'cli', auditFrom: '2026-03-01', auditTo: '2026-03-31',
    }));
    await waitFor(() => expect(last()).toEqual({
      limit: '50', page: '1', kind: 'password_reset_by_admin', actor: 'cli', from: '2026-03-01', to: '2026-03-31',
    }));
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-03-31');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-01');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(params()).toEqual({ tab: 'users' }));
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByLabelText('Actor')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(await screen.findByText('Showing 50 of 120 entries')).toBeInTheDocument();
  });

  it('keeps both of two changes made before the first is shown', async () => {
    const { last } = serve();
    const { router } = renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
    await screen.findByText('Showing 50 of 120 entries');
    act(() => {
      fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'role_changed' } });
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users&auditKind=role_changed&auditFrom=2026-03-01'));
    await waitFor(() => expect(last()).toEqual({ limit: '50', page: '1', kind: 'role_changed', from: '2026-03-01' }));
  });

  it('opens with the address\'s filters, Back restores the earlier ones, and a bad value is no filter', async () => {
    const log = [entry(3, { action: 'comment_removed' }), entry(2), entry(1, { action: 'comment_removed', actorId: 'cli', actorName: 'cli' })];
    const { asked } = serve(log);
    const { router } = renderApp(<AuditLogPanel />, { route: '/admin?tab=users&auditKind=comment_removed&auditTo=2026-13-01' });
    expect(await screen.findByText('Showing 2 of 2 entries')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ limit: '50', page: '1', kind: 'comment_removed' });
    expect(screen.getByLabelText('Action')).toHaveValue('comment_removed');
    expect(screen.getByLabelText('To')).toHaveValue('');

    await waitFor(() => expect(within(screen.getByLabelText('Actor')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'cli' } });
    expect(await screen.findByText('Showing 1 of 1 entry')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 2 of 2 entries')).toBeInTheDocument();
    expect(screen.getByLabelText('Actor')).toHaveValue('');

    stubFetch({ 'GET /api/admin/audit': () => json(200, []), 'GET /api/admin/audit/actors': () => json(200, ACTORS) });
    await act(() => router.navigate('/admin?tab=users&auditKind=no_such_thing'));
    expect(await screen.findByText('No audit entries yet')).toBeInTheDocument();
  });

  it('says when the filters match nothing, and when the log is empty', async () => {
    serve([entry(1)]);
    renderApp(<AuditLogPanel />, { route: '/admin?tab=users&auditKind=battler_deleted' });
    expect(await screen.findByText('No entries match these filters. Clear filters to see the whole log.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 entries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1 of 1 entry')).toBeInTheDocument();
  });

  it('says a failed load and loads again on Try Again', async () => {
    let down = true;
    stubFetch({
      'GET /api/admin/audit': () => (down ? json(503, { message: 'Read store unavailable' }) : json(200, [entry(1)])),
      'GET /api/admin/audit/actors': () => json(200, ACTORS),
    });
    renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the audit log: Read store unavailable');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 of 1 entry')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('lists the entries as cards, with the same filters and Load more', async () => {
      serve();
      renderApp(<AuditLogPanel />, { route: '/admin?tab=users' });
      expect(await screen.findByText('Showing 50 of 120 entries')).toBeInTheDocument();
      expect(within(region()).queryByRole('table')).not.toBeInTheDocument();
      expect(within(region()).getAllByRole('listitem')).toHaveLength(50);
      expect(screen.getByLabelText('Action')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load 50 more' })).toBeInTheDocument();
    });
  });
});
