import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { AdminSettingsPanel } from './AdminSettingsPanel';

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
});
