import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { enterIn, expectStaysOpenWhileBusy, heldResponse, pressEnter } from '../../../testing/busy';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../../testing/render';
import { RequireAuth } from '../../auth';
import { ClaimDialog } from './ClaimDialog';
import { claimRequest, HISTORY } from './fixtures.testing';

type Handlers = Parameters<typeof stubFetch>[0];

function setup(extra: Handlers = {}) {
  const onClose = jest.fn();
  const stub = stubFetch({
    ...signedIn(makeUser({ email: 'ana@example.com' })),
    'POST /api/battlers/b-1/claim-request': () => json(201, claimRequest()),
    ...extra,
  });
  // as on the page: the form opens once the signed-in user is known
  renderApp(
    <RequireAuth>
      <ClaimDialog battlerId="b-1" battlerName="Big Mike" open onClose={onClose} />
    </RequireAuth>,
  );
  return { ...stub, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Claim Big Mike' }));

// formik validates after each change and blur on a later tick: let it finish inside act
async function type(label: string, value: string) {
  const input = await screen.findByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
}


async function submit() {
  await act(async () => {
    fireEvent.click(dialog().getByRole('button', { name: 'Submit Claim Request' }));
  });
}

const posted = (calls: { method: string; body: string }[]) => calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body));

describe('claim form', () => {
  it('has every field, prefilled with the member email', async () => {
    setup();
    expect(await screen.findByLabelText('Contact email')).toHaveValue('ana@example.com');
    for (const label of ['Contact phone (optional)', 'Battle video URL 1', 'Instagram', 'Twitter/X', 'TikTok', 'YouTube', 'Website', 'Battle history', 'Additional information (optional)'])
      expect(dialog().getByLabelText(label)).toBeInTheDocument();
  });

  it("shows the server's messages for the email and the battle history, with a counter", async () => {
    const { calls } = setup();
    await screen.findByLabelText('Contact email');
    await type('Contact email', 'not-an-email');
    expect(dialog().getByText('Please enter a valid email address')).toBeInTheDocument();
    await type('Battle history', 'Too short');
    expect(dialog().getByText('Please provide at least 50 characters describing your battle history')).toBeInTheDocument();
    expect(dialog().getByTestId('battleHistory-count')).toHaveTextContent('9 characters, at least 50');
    await type('Battle history', HISTORY);
    expect(dialog().getByTestId('battleHistory-count')).toHaveTextContent(`${HISTORY.length} characters, at least 50`);
    expect(dialog().queryByText(/at least 50 characters describing/)).not.toBeInTheDocument();
    await submit();
    expect(posted(calls)).toEqual([]);
  });

  it("refuses a web address that isn't http or https", async () => {
    setup();
    await type('Battle video URL 1', 'ftp://example.com/battle');
    expect(dialog().getByText('Battle video URL must be a web address starting with http:// or https://')).toBeInTheDocument();
  });

  it("toasts 'Battle Videos Required' when every video URL is blank, and sends nothing", async () => {
    const { calls } = setup();
    await type('Battle history', HISTORY);
    await act(async () => {
      fireEvent.click(dialog().getByRole('button', { name: '+ Add Another Video' }));
    });
    await type('Battle video URL 2', '   ');
    await submit();
    expect(await screen.findByText('Battle Videos Required')).toBeInTheDocument();
    expect(screen.getByText('Please provide at least one battle video URL.')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('sends the filled fields: blank videos and social links dropped, optional texts as null', async () => {
    const { calls, onClose } = setup();
    await type('Contact phone (optional)', ' 555-0100 ');
    await type('Battle video URL 1', 'https://youtu.be/one');
    for (let i = 0; i < 2; i += 1)
      await act(async () => {
        fireEvent.click(dialog().getByRole('button', { name: '+ Add Another Video' }));
      });
    await type('Battle video URL 2', 'https://youtu.be/dropped');
    await type('Battle video URL 3', 'https://youtu.be/three');
    await act(async () => {
      fireEvent.click(dialog().getByRole('button', { name: 'Remove battle video URL 2' }));
    });
    expect(dialog().queryByLabelText('Battle video URL 3')).not.toBeInTheDocument();
    await type('Instagram', 'https://instagram.com/bigmike');
    await type('Website', '  ');
    await type('Battle history', HISTORY);
    await submit();
    expect(posted(calls)).toEqual([
      {
        battlerId: 'b-1',
        contactEmail: 'ana@example.com',
        contactPhone: '555-0100',
        battleVideos: ['https://youtu.be/one', 'https://youtu.be/three'],
        socialMediaLinks: { instagram: 'https://instagram.com/bigmike' },
        battleHistory: HISTORY,
        additionalInfo: null,
      },
    ]);
    expect(await screen.findByText('Claim Request Submitted')).toBeInTheDocument();
    expect(
      screen.getByText("Your claim request has been submitted for admin review. You'll receive an email confirmation shortly."),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the social links out when none is given', async () => {
    const { calls } = setup();
    await type('Battle video URL 1', 'https://youtu.be/one');
    await type('Battle history', HISTORY);
    await type('Additional information (optional)', 'I host the league podcast.');
    await submit();
    const [body] = posted(calls);
    expect(body).not.toHaveProperty('socialMediaLinks');
    expect(body.contactPhone).toBeNull();
    expect(body.additionalInfo).toBe('I host the league podcast.');
  });

  it("toasts 'Submission Failed' with the server's message, or its own, and stays open", async () => {
    let answer = () => json(409, { message: 'You already have a pending claim request' });
    const { onClose } = setup({ 'POST /api/battlers/b-1/claim-request': () => answer() });
    await type('Battle video URL 1', 'https://youtu.be/one');
    await type('Battle history', HISTORY);
    await submit();
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('You already have a pending claim request')).toBeInTheDocument();

    answer = () => new Response('', { status: 500 });
    await submit();
    expect(await screen.findByText('Failed to submit claim request')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open while the request is on its way: Escape, × and Cancel wait, and Enter sends it once', async () => {
    const sent = heldResponse(() => json(201, claimRequest()));
    const { calls, onClose } = setup({ 'POST /api/battlers/b-1/claim-request': sent.handler });
    await type('Battle video URL 1', 'https://youtu.be/one');
    await type('Battle history', HISTORY);
    const email = dialog().getByLabelText('Contact email');
    const send = dialog().getByRole('button', { name: 'Submit Claim Request' });
    await enterIn(email, send);
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).not.toBeDisabled();

    await enterIn(email, send);
    await pressEnter(send); // Enter on the busy button
    expectStaysOpenWhileBusy(screen.getByRole('dialog', { name: 'Claim Big Mike' }), send);
    expect(onClose).not.toHaveBeenCalled();
    expect(posted(calls)).toHaveLength(1);

    await sent.release();
    expect(await screen.findByText('Claim Request Submitted')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(posted(calls)).toHaveLength(1);
  });

  it('takes focus to the first invalid field, in the order of the form, when a submit is refused', async () => {
    const { calls } = setup();
    await type('Battle video URL 1', 'https://youtu.be/one');
    await type('Instagram', 'ftp://instagram.com/bigmike');
    await type('Battle history', 'Too short');
    await pressEnter(dialog().getByRole('button', { name: 'Submit Claim Request' }));
    await waitFor(() => expect(dialog().getByLabelText('Instagram')).toHaveFocus());
    expect(dialog().getByLabelText('Instagram')).toHaveAccessibleDescription(
      'This link must be a web address starting with http:// or https://',
    );
    expect(posted(calls)).toEqual([]);
  });
});
