import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leagueDay } from '../../../../domain/sponsorship/period';
import { pressEnter } from '../../testing/busy';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import type { MyBattlerApplicationWire, MySponsorshipApplicationWire } from './applicationsApi';
import { RequireAuth } from '../auth';
import DashboardPage from './DashboardPage';
import { goToLogin } from './relogin';

jest.mock('./relogin', () => ({ ...jest.requireActual('./relogin'), goToLogin: jest.fn() }));

const user = makeUser({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Lopez' });
const tiers = [
  { id: 't-1', name: 'Gold', cost: '$500 / event', benefits: 'Logo on stage\nShout-out every battle' },
  { id: 't-2', name: 'Silver', cost: '$250 / event', benefits: 'Logo on the site' },
];
const futureEvents = [{ id: 'e-9', title: 'Summer Clash', eventDate: '2099-07-04T02:00:00.000Z', description: '' }];

function sponsorship(over: Partial<MySponsorshipApplicationWire> = {}): MySponsorshipApplicationWire {
  return {
    id: 'sa-1', companyName: 'Desert Kicks', sponsorshipLevel: 'Gold', status: 'pending', message: 'Count us in',
    reviewNotes: null, createdAt: '2025-01-02T10:00:00.000Z', sponsorshipStartDate: null, sponsorshipEndDate: null,
    selectedEvents: [], ...over,
  };
}

function battler(over: Partial<MyBattlerApplicationWire> = {}): MyBattlerApplicationWire {
  return {
    id: 'ba-1', battlerName: 'Lyric Storm', email: 'ana@example.com', status: 'pending', reviewNotes: null,
    experience: 'Ten years of battles', createdAt: '2025-01-03T10:00:00.000Z', ...over,
  };
}

function page(over: Record<string, (req: Request) => Response | Promise<Response>> = {}) {
  const stub = stubFetch({
    ...signedIn(user),
    'GET /api/sponsorship-tiers': () => json(200, tiers),
    'GET /api/future-events': () => json(200, futureEvents),
    'GET /api/my-sponsorship-applications': () => json(200, []),
    'GET /api/my-battler-applications': () => json(200, []),
    ...over,
  });
  // as routed: the page mounts once the signed-in user is known
  renderApp(
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>,
    { route: '/dashboard' },
  );
  return stub;
}

// both forms stay mounted; the one on show is the only form not hidden
const shownForm = () => within(screen.getAllByRole('form').find((f) => !f.closest('[hidden]'))!);

// formik validates after each change and blur on a later tick: let it finish inside act
async function typeInto(label: string, value: string) {
  const input = shownForm().getByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
}

async function fillSponsorForm() {
  await screen.findByRole('option', { name: 'Gold ($500 / event)' });
  await typeInto('Company name', 'Desert Kicks');
  await typeInto('Sponsorship level', 'Gold');
  await typeInto('Message', 'Count us in');
}

afterEach(() => {
  jest.useRealTimers();
  (goToLogin as jest.Mock).mockReset();
});

describe('application page', () => {
  it("is headed 'GET UBR!' with the sponsor tab first and both empty lists", async () => {
    page();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('GET UBR!');
    expect(screen.getByRole('tab', { name: 'Sponsor Application' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Battler Tryout' })).toBeEnabled();
    expect(await screen.findByText('No sponsorship applications yet')).toBeInTheDocument();
    expect(await screen.findByText('No battler applications yet')).toBeInTheDocument();
  });

  it('offers the upcoming events to pick, the tiers as levels, and a message box at least 100 px high', async () => {
    page();
    expect(await screen.findByRole('option', { name: 'Gold ($500 / event)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Silver ($250 / event)' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Summer Clash/ })).not.toBeChecked();
    expect(shownForm().getByLabelText('Message')).toHaveStyle({ minHeight: '100px' });
    fireEvent.click(screen.getByRole('tab', { name: 'Battler Tryout' }));
    expect(shownForm().getByLabelText('Battle experience')).toHaveStyle({ minHeight: '100px' });
  });

  it('offers Try Again when the levels could not be loaded, and then lists them', async () => {
    let down = true;
    page({ 'GET /api/sponsorship-tiers': () => (down ? json(503, { message: 'Service unavailable' }) : json(200, tiers)) });
    expect(await screen.findByRole('option', { name: 'Could not load the sponsorship levels' })).toBeInTheDocument();
    down = false;
    fireEvent.click(shownForm().getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('option', { name: 'Gold ($500 / event)' })).toBeInTheDocument();
    expect(shownForm().queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows the sponsor form messages, the chosen tier and sends selectedEvents only when picked', async () => {
    const { calls } = page({ 'POST /api/sponsorship-applications': () => json(201, {}) });
    await screen.findByRole('option', { name: 'Gold ($500 / event)' });
    await typeInto('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a sponsorship level')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact name')).toHaveValue('Ana Lopez');

    await typeInto('Email', 'ana@example.com');
    await fillSponsorForm();
    const details = await screen.findByTestId('tier-details');
    expect(details).toHaveTextContent('$500 / event');
    expect(within(details).getByText('Shout-out every battle')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your sponsorship application has been submitted successfully.')).toBeInTheDocument();
    const first = JSON.parse(calls.find((c) => c.method === 'POST')!.body);
    expect(first).toEqual({
      companyName: 'Desert Kicks', contactName: 'Ana Lopez', email: 'ana@example.com', phoneNumber: '',
      sponsorshipLevel: 'Gold', message: 'Count us in',
    });

    await fillSponsorForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Summer Clash/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(JSON.parse(calls.filter((c) => c.method === 'POST')[1].body).selectedEvents).toEqual(['e-9']);
  });

  it("toasts 'Error' with the server's message, or the default", async () => {
    let answer = json(400, { message: 'Please select one of the sponsorship levels offered' });
    page({ 'POST /api/sponsorship-applications': () => answer });
    await fillSponsorForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    expect(await screen.findByText('Please select one of the sponsorship levels offered')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Error');

    answer = new Response('', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    expect(await screen.findByText('Failed to submit application')).toBeInTheDocument();
  });

  it('validates the battler tryout and submits it', async () => {
    const { calls } = page({ 'POST /api/battler-applications': () => json(201, {}) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Battler Tryout' }));
    await typeInto('Battle experience', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Tryout Application' }));
    expect(await screen.findByText('Please provide more details about your experience')).toBeInTheDocument();
    expect(screen.getByText('Battler name is required')).toBeInTheDocument();

    await typeInto('Battler name', 'Lyric Storm');
    await typeInto('Battle experience', 'Ten years on the Southwest circuit');
    await typeInto('Social media (optional)', '@lyricstorm');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Tryout Application' }));
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.path === '/api/battler-applications')!.body)).toEqual({
      battlerName: 'Lyric Storm', email: 'ana@example.com', phoneNumber: '', experience: 'Ten years on the Southwest circuit',
      socialMedia: '@lyricstorm',
    });
  });

  it('keeps a half-written form across a look at the other tab', async () => {
    page();
    await screen.findByRole('option', { name: 'Gold ($500 / event)' });
    await typeInto('Company name', 'Desert Kicks');
    fireEvent.click(screen.getByRole('tab', { name: 'Battler Tryout' }));
    expect(screen.getByRole('tab', { name: 'Battler Tryout' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Battler tryout' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Sponsor Application' }));
    expect(shownForm().getByLabelText('Company name')).toHaveValue('Desert Kicks');
  });

  it("shows the battler server's refusal", async () => {
    page({ 'POST /api/battler-applications': () => json(409, { message: 'You already have a battler application pending review' }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Battler Tryout' }));
    await typeInto('Battler name', 'Lyric Storm');
    await typeInto('Battle experience', 'Ten years on the Southwest circuit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Tryout Application' }));
    expect(await screen.findByText('You already have a battler application pending review')).toBeInTheDocument();
  });

  it("disables the tryout tab, reading 'Already Approved', once a battler application is approved", async () => {
    page({ 'GET /api/my-battler-applications': () => json(200, [battler({ status: 'approved', reviewNotes: 'Welcome' })]) });
    const tab = await screen.findByRole('tab', { name: 'Already Approved' });
    expect(tab).toBeDisabled();
    expect(screen.queryByRole('tab', { name: 'Battler Tryout' })).not.toBeInTheDocument();
    expect(screen.getByText('Review notes: Welcome')).toBeInTheDocument();
  });

  // public-site.md, API: data reads are not refetched on focus (only the current user is, §4)
  it('asks the current user again when the window regains focus, and not the application lists', async () => {
    const { calls } = page({ 'GET /api/my-sponsorship-applications': () => json(200, [sponsorship({ id: 'k', companyName: 'Desert Kicks' })]) });
    await screen.findByRole('heading', { name: 'Desert Kicks' });
    const count = (path: string) => calls.filter((c) => c.path === path).length;
    const before = { user: count('/api/auth/user'), mine: count('/api/my-sponsorship-applications') };
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(count('/api/auth/user')).toBe(before.user + 1));
    expect(count('/api/my-sponsorship-applications')).toBe(before.mine);
  });

  it('lists the applications with pills, periods, event titles and notes', async () => {
    const today = leagueDay(new Date());
    const year = Number(today.slice(0, 4));
    page({
      'GET /api/my-sponsorship-applications': () =>
        json(200, [
          sponsorship({
            id: 'live', companyName: 'Live Co', status: 'approved', sponsorshipStartDate: `${year - 1}-01-01`,
            sponsorshipEndDate: `${year + 1}-12-31`, selectedEvents: [{ id: 'e-9', title: 'Summer Clash' }, { id: 'x', title: null }],
            reviewNotes: 'Approved by admin',
          }),
          sponsorship({ id: 'old', companyName: 'Old Co', status: 'approved', sponsorshipStartDate: '2020-01-01', sponsorshipEndDate: '2021-01-01' }),
          sponsorship({ id: 'no', companyName: 'No Co', status: 'rejected' }),
          sponsorship({ id: 'wait', companyName: 'Wait Co' }),
        ]),
      'GET /api/my-battler-applications': () => json(200, [battler({ status: 'rejected' })]),
    });
    const item = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);
    await screen.findByRole('heading', { name: 'Live Co' });
    expect(item('Live Co').getByText('approved')).toHaveAttribute('data-tone', 'green');
    expect(item('Live Co').getByText(`Active: Jan 1, ${year - 1} - Dec 31, ${year + 1}`)).toBeInTheDocument();
    expect(item('Live Co').getByText('Events: Summer Clash, Event no longer listed')).toBeInTheDocument();
    expect(item('Live Co').getByText('Review notes: Approved by admin')).toBeInTheDocument();
    expect(item('Live Co').getByText(/Level: Gold · Submitted Jan 2, 2025/)).toBeInTheDocument();
    expect(item('Old Co').getByText('expired')).toHaveAttribute('data-tone', 'yellow');
    expect(item('Old Co').getByText('Expired: Jan 1, 2020 - Jan 1, 2021')).toBeInTheDocument();
    expect(item('No Co').getByText('rejected')).toHaveAttribute('data-tone', 'red');
    expect(item('Wait Co').getByText('pending')).toHaveAttribute('data-tone', 'yellow');
    expect(item('Lyric Storm').getByText('rejected')).toHaveAttribute('data-tone', 'red');
  });

  it("counts 'expired' by the league's day (Arizona), as the sponsors page does, not the browser's", async () => {
    // 8 pm in Arizona on Jun 29, already Jun 30 in UTC: a sponsorship ending Jun 29 still runs
    jest.useFakeTimers({ now: new Date('2026-06-30T03:00:00Z'), advanceTimers: true });
    try {
      page({
        'GET /api/my-sponsorship-applications': () =>
          json(200, [sponsorship({ id: 'last', companyName: 'Last Day Co', status: 'approved', sponsorshipStartDate: '2026-01-01', sponsorshipEndDate: '2026-06-29' })]),
        'GET /api/my-battler-applications': () => json(200, []),
      });
      const item = within((await screen.findByRole('heading', { name: 'Last Day Co' })).closest('li') as HTMLElement);
      expect(item.getByText('approved')).toBeInTheDocument();
      expect(item.getByText('Active: Jan 1, 2026 - Jun 29, 2026')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('on a 401 says the member is logged out and goes to /api/login 500 ms later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    window.history.replaceState(null, '', '/dashboard');
    // the session ended on the server: asked again, the current user is nobody
    let ended = false;
    page({
      'GET /api/auth/user': () => (ended ? json(401, { message: 'Not authenticated' }) : json(200, user)),
      'GET /api/my-sponsorship-applications': () => {
        ended = true;
        return json(401, { message: 'Not authenticated' });
      },
      'GET /api/my-battler-applications': () => json(401, { message: 'Not authenticated' }),
    });
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    expect(goToLogin).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(goToLogin).toHaveBeenCalledTimes(1);
    // signed in again, the member comes back here
    expect(sessionStorage.getItem('returnUrl')).toBe('/dashboard');
  });

  it('treats a 401 on submit the same way', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    page({ 'POST /api/sponsorship-applications': () => json(401, { message: 'Not authenticated' }) });
    await fillSponsorForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('a refused application takes focus to its first invalid field', () => {
  it('the sponsor form focuses the level, its error linked', async () => {
    page();
    await screen.findByRole('option', { name: 'Gold ($500 / event)' });
    await typeInto('Company name', 'Desert Kicks');
    await pressEnter(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
    const level = shownForm().getByLabelText('Sponsorship level');
    await waitFor(() => expect(level).toHaveFocus());
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(level).toHaveAccessibleDescription('Please select a sponsorship level');
  });

  it('the tryout form focuses Battler name', async () => {
    page();
    fireEvent.click(await screen.findByRole('tab', { name: 'Battler Tryout' }));
    await pressEnter(screen.getByRole('button', { name: 'Submit Tryout Application' }));
    await waitFor(() => expect(shownForm().getByLabelText('Battler name')).toHaveFocus());
  });
});
