import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serverError } from '../../../testing/busy';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { AdminSettingsPanel } from './AdminSettingsPanel';

/** Answers held back until the test lets each go: requests still on their way. */
function heldAnswers() {
  const waiting: (() => void)[] = [];
  return {
    hold: (answer: () => Promise<Response>) => new Promise<Response>((resolve) => waiting.push(() => resolve(answer()))),
    /** the oldest held answer goes */
    release: () => act(async () => waiting.shift()!()),
    count: () => waiting.length,
  };
}

describe('admin settings', () => {
  it('saves the logo animation as soon as it is picked and previews it', async () => {
    const { calls } = stubFetch({
      'GET /api/system-settings/logo_animation': () => json(200, { key: 'logo_animation', value: 'pulse' }),
      'PUT /api/admin/system-settings/logo_animation': async (req) => json(200, { key: 'logo_animation', ...(await req.json()) }),
    });
    const { container } = renderApp(<AdminSettingsPanel />);
    const pulse = await screen.findByRole('radio', { name: /pulse/ });
    await waitFor(() => expect(pulse).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: /neon/ }));
    expect(await screen.findByText('Logo animation updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/system-settings/logo_animation');
    expect(JSON.parse(put.body)).toEqual({ value: 'neon' });
    expect(container.querySelector('[aria-label="Live preview"] [data-animation]')).toHaveAttribute('data-animation', 'neon');
  });

  it("shows the server's message when the animation cannot be saved", async () => {
    stubFetch({
      'PUT /api/admin/system-settings/logo_animation': () => json(403, { message: 'Admins only' }),
    });
    renderApp(<AdminSettingsPanel />);
    fireEvent.click(await screen.findByRole('radio', { name: /glitch/ }));
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
  });

  it("toggles 'Show YouTube Views (Admin)' with 'true' / 'false'", async () => {
    const { calls } = stubFetch({
      'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'false' }),
      'PUT /api/admin/system-settings/youtube_views_visible': async (req) => json(200, { key: 'youtube_views_visible', ...(await req.json()) }),
    });
    renderApp(<AdminSettingsPanel />);
    const sw = await screen.findByRole('switch', { name: 'Show YouTube Views (Admin)' });
    await waitFor(() => expect(sw).toBeEnabled());
    expect(sw).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toEqual({ value: 'true' });
  });
  it('keeps focus on the YouTube views switch while it saves, and ignores a second flip meanwhile', async () => {
    const held = heldAnswers();
    const { calls } = stubFetch({
      'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'false' }),
      'PUT /api/admin/system-settings/youtube_views_visible': (req) =>
        held.hold(async () => json(200, { key: 'youtube_views_visible', ...(await req.json()) })),
    });
    renderApp(<AdminSettingsPanel />);
    const sw = await screen.findByRole('switch', { name: 'Show YouTube Views (Admin)' });
    await waitFor(() => expect(sw).toBeEnabled());
    sw.focus();
    fireEvent.click(sw); // Space
    await waitFor(() => expect(held.count()).toBe(1));
    expect(sw).toHaveFocus();
    expect(sw).not.toBeDisabled();
    expect(sw).toHaveAttribute('aria-disabled', 'true');
    expect(sw).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(sw);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    await held.release();
    await waitFor(() => expect(sw).not.toHaveAttribute('aria-busy'));
    expect(sw).toHaveAttribute('aria-checked', 'true');
    expect(sw).not.toHaveAttribute('aria-disabled');
    expect(sw).toHaveFocus();
  });

  it('lets the keyboard arrow through the animations while one saves, and saves the latest pick next', async () => {
    const held = heldAnswers();
    const { calls } = stubFetch({
      'GET /api/system-settings/logo_animation': () => json(200, { key: 'logo_animation', value: 'pulse' }),
      'PUT /api/admin/system-settings/logo_animation': (req) => held.hold(async () => json(200, { key: 'logo_animation', ...(await req.json()) })),
    });
    const { container } = renderApp(<AdminSettingsPanel />);
    const radio = (name: RegExp) => screen.getByRole('radio', { name });
    await waitFor(() => expect(radio(/pulse/)).toBeChecked());
    // an arrow key moves focus to the next option and picks it
    const arrowTo = (name: RegExp) => {
      radio(name).focus();
      fireEvent.click(radio(name));
    };
    arrowTo(/neon/);
    await waitFor(() => expect(held.count()).toBe(1));
    const group = screen.getByRole('group', { name: /Animation style/ });
    expect(group).not.toBeDisabled();
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(radio(/neon/)).toHaveFocus();
    expect(radio(/neon/)).toBeChecked();

    arrowTo(/glitch/);
    arrowTo(/none/);
    arrowTo(/glitch/);
    expect(radio(/glitch/)).toHaveFocus();
    expect(radio(/glitch/)).toBeChecked();
    expect(radio(/glitch/)).toBeEnabled();
    // one save at a time
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    await held.release();
    await waitFor(() => expect(held.count()).toBe(1));
    expect(radio(/glitch/)).toBeChecked();
    await held.release();
    expect(await screen.findByText('Logo animation updated successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body))).toEqual([{ value: 'neon' }, { value: 'glitch' }]);
    expect(group).not.toHaveAttribute('aria-busy');
    expect(radio(/glitch/)).toBeChecked();
    expect(radio(/glitch/)).toHaveFocus();
    expect(container.querySelector('[aria-label="Live preview"] [data-animation]')).toHaveAttribute('data-animation', 'glitch');
  });

  describe('when a setting cannot be read', () => {
    it('offers no animation to pick over the stored one, says so, and reads again on Try Again', async () => {
      let fail = true;
      const { calls } = stubFetch({
        'GET /api/system-settings/logo_animation': () => (fail ? serverError() : json(200, { key: 'logo_animation', value: 'pulse' })),
      });
      renderApp(<AdminSettingsPanel />);
      const alert = await screen.findByText('Could not load the logo animation setting: boom');
      // the defaults ('none') are not shown as the stored choice, and nothing can be saved over it
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      fail = false;
      fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
      const pulse = await screen.findByRole('radio', { name: /pulse/ });
      await waitFor(() => expect(pulse).toBeChecked());
      expect(screen.queryByText(/Could not load the logo animation setting/)).not.toBeInTheDocument();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    });

    it("offers no 'Show YouTube Views (Admin)' switch that reads off, says so, and reads again on Try Again", async () => {
      let fail = true;
      stubFetch({
        'GET /api/system-settings/youtube_views_visible': () => (fail ? serverError() : json(200, { key: 'youtube_views_visible', value: 'true' })),
      });
      renderApp(<AdminSettingsPanel />);
      const alert = await screen.findByText('Could not load the YouTube views setting: boom');
      expect(screen.queryByRole('switch', { name: 'Show YouTube Views (Admin)' })).not.toBeInTheDocument();
      fail = false;
      fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
      const sw = await screen.findByRole('switch', { name: 'Show YouTube Views (Admin)' });
      await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
    });

    it('takes a 404 as "not set": the defaults, with no error', async () => {
      stubFetch({});
      renderApp(<AdminSettingsPanel />);
      const none = await screen.findByRole('radio', { name: /^none/ });
      await waitFor(() => expect(none).toBeEnabled());
      expect(none).toBeChecked();
      const sw = screen.getByRole('switch', { name: 'Show YouTube Views (Admin)' });
      await waitFor(() => expect(sw).toBeEnabled());
      expect(sw).toHaveAttribute('aria-checked', 'false');
      expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
    });
  });
});
