import axe from 'axe-core';
import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { SponsorsTab } from './SponsorsTab';
import { makeSponsor, makeTier } from './testData.testing';

async function seriousFindings(): Promise<string[]> {
  // jsdom computes no colours: contrast is left to the browser suite (test/e2e/accessibility)
  // inside act: a form's validation after a focus change may settle meanwhile
  const result = await act(() => axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('admin Sponsors tab', () => {
  it('shows the sponsors, then the tiers, with no serious axe finding, also with a dialog or an edit open', async () => {
    stubFetch({
      'GET /api/admin/sponsors': () => json(200, [makeSponsor(), makeSponsor({ id: 's2', companyName: 'Beta Beats', logoUrl: '/uploads/b.png', sponsorshipLevel: 'bronze' })]),
      'GET /api/admin/sponsorship-tiers': () => json(200, [makeTier(), makeTier({ id: 't2', name: 'Silver', displayOrder: 1, isActive: false })]),
    });
    renderApp(<SponsorsTab />);
    await screen.findByRole('list', { name: 'Approved sponsors' });
    await screen.findByRole('list', { name: 'Sponsorship tiers' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sponsors', 'Sponsorship Tiers']);
    expect(await seriousFindings()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Silver' }));
    expect(await seriousFindings()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Customize Beta Beats' }));
    expect(await seriousFindings()).toEqual([]);
  }, 30_000);
});
