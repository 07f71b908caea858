import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { enterIn, expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, pressEnter, sendWithEnter } from '../../../testing/busy';
import { clickWhenFree, json, renderApp, stubFetch } from '../../../testing/render';
import { SponsorsPanel } from './SponsorsPanel';
import { makeSponsor } from './testData.testing';

const acme = makeSponsor();
const beta = makeSponsor({
  id: 's2',
  companyName: 'Beta Beats',
  sponsorshipLevel: 'silver',
  showcase: 'scheduled',
  logoUrl: '/uploads/beta.png',
  websiteUrl: 'https://beta.test',
  sponsorshipStartDate: '2026-12-01',
  sponsorshipEndDate: '2027-12-01',
});
const gamma = makeSponsor({ id: 's3', companyName: 'Gamma Gear', sponsorshipLevel: 'Platinum', showcase: 'expired' });

function setup(sponsors = [acme, beta, gamma], extra = {}) {
  const stub = stubFetch({ 'GET /api/admin/sponsors': () => json(200, sponsors), ...extra });
  renderApp(<SponsorsPanel />);
  return stub;
}

const cards = () => within(screen.getByRole('list', { name: 'Approved sponsors' })).getAllByRole('listitem');

/** jsdom's FormData cannot be read back by Node's Request: multipart POSTs are answered unread. */
function answerUploads(answer: () => Response | Promise<Response>) {
  const stubbed = global.fetch;
  const posts: string[] = [];
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    if (req.method !== 'POST') return stubbed(input, init);
    posts.push(new URL(req.url).pathname);
    return answer();
  }) as typeof fetch;
  return posts;
}

async function openCustomize(name = 'Acme Audio') {
  fireEvent.click(await screen.findByRole('button', { name: `Customize ${name}` }));
  return screen.getByRole('dialog', { name: 'Customize Sponsor' });
}

describe('admin sponsors panel', () => {
  it('shows each approved sponsor with its level as gold, silver, otherwise bronze, its period and where it stands', async () => {
    setup();
    await screen.findByRole('list', { name: 'Approved sponsors' });
    const [a, b, c] = cards();
    expect(within(a!).getByRole('heading').textContent).toBe('Acme Audio');
    expect(within(a!).getByText('Gold')).toHaveAttribute('data-level', 'gold');
    expect(within(b!).getByText('Silver')).toHaveAttribute('data-level', 'silver');
    expect(within(c!).getByText('Bronze')).toHaveAttribute('data-level', 'bronze');
    expect(within(c!).getByText('Platinum')).toBeInTheDocument(); // the level it applied for, under 'Applied as'
    expect(within(a!).getByText('Live')).toBeInTheDocument();
    expect(within(b!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(c!).getByText('Expired')).toBeInTheDocument();
    expect(within(a!).getByText('Mar 7, 2026 – Mar 7, 2027')).toBeInTheDocument();
    expect(within(a!).getByText('Ada Lane')).toBeInTheDocument();
    expect(within(a!).getByRole('link', { name: 'ada@acme.test' })).toHaveAttribute('href', 'mailto:ada@acme.test');
    expect(within(b!).getByRole('img', { name: 'Beta Beats logo' })).toHaveAttribute('src', '/uploads/beta.png');
  });

  it('opens /sponsors in a new tab', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'View Sponsors Page (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/sponsors');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when no sponsorship is approved', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No Approved Sponsors' })).toBeInTheDocument();
  });

  it('shows a 3-row skeleton while loading', () => {
    stubFetch({ 'GET /api/admin/sponsors': () => new Promise<Response>(() => {}) });
    renderApp(<SponsorsPanel />);
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4); // label + 3 rows
  });

  it('checks the logo before uploading it, and says when the upload fails', async () => {
    setup();
    let status = 500;
    const posts = answerUploads(() => json(status, status === 200 ? { logoUrl: '/uploads/acme.png' } : { message: 'Disk full' }));
    const dialog = await openCustomize();
    const input = within(dialog).getByLabelText('Logo file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please select an image smaller than 5MB')).toBeInTheDocument();
    expect(posts).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Upload failed. Please try again.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/admin/sponsors/s1/logo']);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    status = 200;
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByRole('img', { name: 'Acme Audio logo preview' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(within(dialog).getByRole('button', { name: 'Replace Logo' })).toBeInTheDocument();
  });

  it('saves the logo, website, video and description with one PATCH, and refreshes the cards after the upload and the save', async () => {
    const { calls } = setup([acme], {
      'PATCH /api/admin/sponsors/s1': () => json(200, { ...acme, websiteUrl: 'https://acme.test' }),
    });
    answerUploads(() => json(200, { logoUrl: '/uploads/acme.png' }));
    const dialog = await openCustomize();
    fireEvent.change(within(dialog).getByLabelText('Logo file'), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    await within(dialog).findByRole('img', { name: 'Acme Audio logo preview' });
    fireEvent.change(within(dialog).getByLabelText('Website URL'), { target: { value: ' https://acme.test ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Speakers for every stage.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Sponsor Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/admin/sponsors/s1');
    expect(JSON.parse(patch.body)).toEqual({
      logoUrl: '/uploads/acme.png',
      websiteUrl: 'https://acme.test',
      videoUrl: null,
      description: 'Speakers for every stage.',
    });
    // the first read, then one after the upload (the server points the sponsor at the new logo at once), one after the save
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/sponsors').length).toBe(3));
  });

  it("refuses a web address that is not http(s), and shows the server's message when saving fails", async () => {
    const { calls } = setup([beta], {
      'PATCH /api/admin/sponsors/s2': () => json(400, { message: 'videoUrl must be a web address starting with http:// or https://' }),
    });
    const dialog = await openCustomize('Beta Beats');
    expect(within(dialog).getByLabelText('Website URL')).toHaveValue('https://beta.test');
    expect(within(dialog).getByLabelText('Website URL')).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText('Video URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Video URL'), { target: { value: 'https://video.test/x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Logo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('videoUrl must be a web address starting with http:// or https://')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({
      logoUrl: null,
      websiteUrl: 'https://beta.test',
      videoUrl: 'https://video.test/x',
      description: null,
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the logo out of a Save that did not touch it, so the server keeps whatever logo is current', async () => {
    // the dialog opened with beta.png; meanwhile another tab uploaded a new logo (and the server deleted beta.png)
    const { calls } = setup([beta], { 'PATCH /api/admin/sponsors/s2': () => json(200, { ...beta, logoUrl: '/uploads/newer.png' }) });
    const dialog = await openCustomize('Beta Beats');
    expect(within(dialog).getByRole('img', { name: 'Beta Beats logo preview' })).toHaveAttribute('src', '/uploads/beta.png');
    fireEvent.change(within(dialog).getByLabelText('Website URL'), { target: { value: 'https://beta.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Sponsor Updated')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({
      websiteUrl: 'https://beta.example',
      videoUrl: null,
      description: null,
    });
  });

  it("shows the server's message when the logo was changed meanwhile (409), stays open, and refreshes the cards", async () => {
    const message = "The sponsor's logo was changed meanwhile; reopen the dialog to see it.";
    const { calls } = setup([acme], { 'PATCH /api/admin/sponsors/s1': () => json(409, { message }) });
    answerUploads(() => json(200, { logoUrl: '/uploads/acme.png' }));
    const dialog = await openCustomize();
    fireEvent.change(within(dialog).getByLabelText('Logo file'), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    await within(dialog).findByRole('img', { name: 'Acme Audio logo preview' });
    const reads = () => calls.filter((c) => c.path === '/api/admin/sponsors').length;
    await waitFor(() => expect(reads()).toBe(2)); // the first, and one after the upload
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toMatchObject({ logoUrl: '/uploads/acme.png' }); // uploaded here
    expect(screen.getByRole('dialog', { name: 'Customize Sponsor' })).toBe(dialog);
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('keeps the dialog open while the save is on its way: Escape, × and Cancel wait', async () => {
    const saved = heldResponse(() => json(200, { ...acme, websiteUrl: 'https://acme.test' }));
    const { calls } = setup([acme], { 'PATCH /api/admin/sponsors/s1': saved.handler });
    const dialog = await openCustomize();
    await act(async () => void fireEvent.change(within(dialog).getByLabelText('Website URL'), { target: { value: 'https://acme.test' } }));
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    await sendWithEnter(save, patches);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Upload Logo' })).toBeDisabled(); // no upload races the save

    expectStaysOpenWhileBusy(dialog, save);

    await expectClosesOnAnswer(saved, dialog, 'Sponsor Updated');
    expect(patches()).toHaveLength(1);
  });

  it('keeps the dialog open while the logo uploads: Escape, × and Cancel wait, Save is held, and the upload is announced', async () => {
    const uploaded = heldResponse(() => json(200, { logoUrl: '/uploads/acme.png' }));
    const { calls } = setup([acme], { 'PATCH /api/admin/sponsors/s1': () => json(200, { ...acme, logoUrl: '/uploads/acme.png' }) });
    const posts = answerUploads(uploaded.handler);
    const dialog = await openCustomize();
    const pickLogo = within(dialog).getByRole('button', { name: 'Upload Logo' });
    await pressEnter(pickLogo); // opens the file chooser; the file picked arrives as a change
    await act(async () =>
      void fireEvent.change(within(dialog).getByLabelText('Logo file'), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } }),
    );
    await waitFor(() => expect(posts).toEqual(['/api/admin/sponsors/s1/logo']));
    expect(pickLogo).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading logo...');

    expectStaysOpenWhileBusy(dialog, pickLogo);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await enterIn(within(dialog).getByLabelText('Website URL'), save); // Enter in a field sends nothing either
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    expect(patches()).toHaveLength(0);

    await uploaded.release();
    expect(await within(dialog).findByRole('img', { name: 'Acme Audio logo preview' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(screen.getByRole('dialog', { name: 'Customize Sponsor' })).toBe(dialog); // the answer comes into the open dialog
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(posts).toHaveLength(1);
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Sponsor Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(JSON.parse(patches()[0]!.body)).toMatchObject({ logoUrl: '/uploads/acme.png' });
  });
});
