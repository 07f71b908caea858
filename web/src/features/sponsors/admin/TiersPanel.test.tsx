import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, pressEnter, sendWithEnter } from '../../../testing/busy';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { TIER_DISPLAY_ORDER_MAX, TIER_DISPLAY_ORDER_MIN } from '../../../../../domain/sponsorship/limits';
import { TiersPanel } from './TiersPanel';
import { makeTier } from './testData.testing';

const gold = makeTier({ id: 't1', name: 'Gold', displayOrder: 0 });
const silver = makeTier({ id: 't2', name: 'Silver', cost: '$500', benefits: 'Logo on flyer', displayOrder: 1, isActive: false });
const bronze = makeTier({ id: 't3', name: 'Bronze', cost: '$250', benefits: 'Thanks', displayOrder: 2 });

function setup(tiers = [silver, bronze, gold], extra = {}) {
  const stub = stubFetch({ 'GET /api/admin/sponsorship-tiers': () => json(200, tiers), ...extra });
  renderApp(<TiersPanel />);
  return stub;
}

const list = () => screen.getByRole('list', { name: 'Sponsorship tiers' });
const names = () => within(list()).getAllByRole('heading').map((h) => h.textContent);
const addForm = () => screen.getByRole('heading', { name: 'Add Tier' }).parentElement!;
const tierGets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/sponsorship-tiers').length;

describe('admin sponsorship tiers panel', () => {
  it('lists the tiers in displayOrder with cost, one benefit per line and active or inactive', async () => {
    setup();
    await screen.findByRole('list', { name: 'Sponsorship tiers' });
    expect(names()).toEqual(['Gold', 'Silver', 'Bronze']);
    const benefits = screen.getByRole('list', { name: 'Gold benefits' });
    expect(within(benefits).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Logo on stage', 'Shout-out']);
    expect(screen.getByText('$1000 / event')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Gold up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bronze down' })).toBeDisabled();
  });

  it('says when there are no tiers', async () => {
    setup([]);
    expect(await screen.findByText('No sponsorship tiers yet. Add the first one below.')).toBeInTheDocument();
  });

  it('requires name, cost and benefits, then adds the tier with displayOrder 0 and active by default', async () => {
    const { calls } = setup([], { 'POST /api/admin/sponsorship-tiers': () => json(201, gold) });
    const form = await waitFor(addForm);
    expect(within(form).getByLabelText('Display order')).toHaveValue(0);
    expect(within(form).getByRole('checkbox', { name: 'Active (offered to applicants)' })).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Tier' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Cost is required')).toBeInTheDocument();
    expect(within(form).getByText('Benefits are required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Tier name'), { target: { value: ' Gold ' } });
    fireEvent.change(within(form).getByLabelText('Cost'), { target: { value: '$1000 / event' } });
    fireEvent.change(within(form).getByLabelText('Benefits'), { target: { value: 'Logo on stage\nShout-out' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Tier' }));
    expect(await screen.findByText('Sponsorship tier created')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({
      name: 'Gold',
      cost: '$1000 / event',
      benefits: 'Logo on stage\nShout-out',
      displayOrder: 0,
      isActive: true,
    });
    await waitFor(() => expect(within(form).getByLabelText('Tier name')).toHaveValue(''));
    await waitFor(() => expect(tierGets(calls)).toBe(2));
  });

  it("reports 'Failed to create sponsorship tier' with the server's message, keeping the form", async () => {
    const { calls } = setup([gold], { 'POST /api/admin/sponsorship-tiers': () => json(409, { message: 'A tier named "gold" already exists' }) });
    const form = await waitFor(addForm);
    fireEvent.change(within(form).getByLabelText('Tier name'), { target: { value: 'gold' } });
    fireEvent.change(within(form).getByLabelText('Cost'), { target: { value: '$1' } });
    fireEvent.change(within(form).getByLabelText('Benefits'), { target: { value: 'One' } });
    fireEvent.change(within(form).getByLabelText('Display order'), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Tier' }));
    expect(await screen.findByText('Failed to create sponsorship tier')).toBeInTheDocument();
    expect(screen.getByText('A tier named "gold" already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText('Tier name')).toHaveValue('gold');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toMatchObject({ displayOrder: 7, isActive: false });
  });

  it('asks for a whole number as the display order', async () => {
    const { calls } = setup([]);
    const form = await waitFor(addForm);
    fireEvent.change(within(form).getByLabelText('Tier name'), { target: { value: 'Gold' } });
    fireEvent.change(within(form).getByLabelText('Cost'), { target: { value: '$1' } });
    fireEvent.change(within(form).getByLabelText('Benefits'), { target: { value: 'One' } });
    fireEvent.change(within(form).getByLabelText('Display order'), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Tier' }));
    expect(await within(form).findByText('Display order must be a whole number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a tier inline: Cancel leaves it, Save sends a PUT', async () => {
    const { calls } = setup(undefined, { 'PUT /api/admin/sponsorship-tiers/t2': () => json(200, { ...silver, cost: '$600' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    let row = screen.getByRole('listitem', { name: 'Edit Silver' });
    expect(within(row).getByLabelText('Tier name')).toHaveFocus();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('listitem', { name: 'Edit Silver' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Silver' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Silver' }));
    row = screen.getByRole('listitem', { name: 'Edit Silver' });
    expect(within(row).getByLabelText('Tier name')).toHaveValue('Silver');
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    fireEvent.change(within(row).getByLabelText('Cost'), { target: { value: '$600' } });
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sponsorship tier updated')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toEqual({
      name: 'Silver',
      cost: '$600',
      benefits: 'Logo on flyer',
      displayOrder: 1,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Edit Silver' })).not.toBeInTheDocument());
  });

  it("reports 'Failed to update sponsorship tier' and keeps the edit open", async () => {
    setup(undefined, { 'PUT /api/admin/sponsorship-tiers/t1': () => json(409, { message: 'A tier named "silver" already exists' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const row = screen.getByRole('listitem', { name: 'Edit Gold' });
    fireEvent.change(within(row).getByLabelText('Tier name'), { target: { value: 'silver' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update sponsorship tier')).toBeInTheDocument();
    expect(screen.getByText('A tier named "silver" already exists')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Edit Gold' })).toBeInTheDocument();
  });

  it('moves a tier up and down with two PUTs that swap displayOrder with its neighbour', async () => {
    const { calls } = setup(undefined, {
      'PUT /api/admin/sponsorship-tiers/t1': () => json(200, gold),
      'PUT /api/admin/sponsorship-tiers/t2': () => json(200, silver),
      'PUT /api/admin/sponsorship-tiers/t3': () => json(200, bronze),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Bronze up' }));
    expect(await screen.findByText('Tier order updated')).toBeInTheDocument();
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => [c.path, JSON.parse(c.body)]);
    expect(puts()).toEqual([
      ['/api/admin/sponsorship-tiers/t3', { displayOrder: 1 }],
      ['/api/admin/sponsorship-tiers/t2', { displayOrder: 2 }],
    ]);
    await waitFor(() => expect(tierGets(calls)).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'Move Gold down' }));
    await waitFor(() => expect(puts()).toHaveLength(4));
    expect(puts().slice(2)).toEqual([
      ['/api/admin/sponsorship-tiers/t1', { displayOrder: 1 }],
      ['/api/admin/sponsorship-tiers/t2', { displayOrder: 0 }],
    ]);
  });

  it('separates two tiers sharing a displayOrder when one moves past the other', async () => {
    const a = makeTier({ id: 'ta', name: 'Alpha', displayOrder: 0 });
    const b = makeTier({ id: 'tb', name: 'Beta', displayOrder: 0 });
    const { calls } = setup([a, b], {
      'PUT /api/admin/sponsorship-tiers/ta': () => json(200, a),
      'PUT /api/admin/sponsorship-tiers/tb': () => json(200, b),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Beta up' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, JSON.parse(c.body)])).toEqual([
      ['/api/admin/sponsorship-tiers/tb', { displayOrder: 0 }],
      ['/api/admin/sponsorship-tiers/ta', { displayOrder: 1 }],
    ]);
  });

  it('moves a tier past another sharing the highest displayOrder the server accepts', async () => {
    // the server's list follows the PUTs, and refuses a displayOrder out of range as the API does
    const stored = [
      makeTier({ id: 'ta', name: 'Alpha', displayOrder: TIER_DISPLAY_ORDER_MAX }),
      makeTier({ id: 'tb', name: 'Beta', displayOrder: TIER_DISPLAY_ORDER_MAX }),
    ];
    const put = async (req: Request) => {
      const { displayOrder } = (await req.json()) as { displayOrder: number };
      if (displayOrder > TIER_DISPLAY_ORDER_MAX || displayOrder < TIER_DISPLAY_ORDER_MIN) return json(400, { message: 'displayOrder is out of range' });
      const tier = stored.find((t) => req.url.endsWith(`/${t.id}`))!;
      tier.displayOrder = displayOrder;
      return json(200, tier);
    };
    const { calls } = setup(stored, {
      'GET /api/admin/sponsorship-tiers': () => json(200, stored.map((t) => ({ ...t }))),
      'PUT /api/admin/sponsorship-tiers/ta': put,
      'PUT /api/admin/sponsorship-tiers/tb': put,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Beta up' }));
    expect(await screen.findByText('Tier order updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, JSON.parse(c.body)])).toEqual([
      ['/api/admin/sponsorship-tiers/tb', { displayOrder: TIER_DISPLAY_ORDER_MAX - 1 }],
      ['/api/admin/sponsorship-tiers/ta', { displayOrder: TIER_DISPLAY_ORDER_MAX }],
    ]);
    await waitFor(() => expect(names()).toEqual(['Beta', 'Alpha']));
  });

  it("stops a move at the first failed PUT and reports 'Failed to update sponsorship tier'", async () => {
    const { calls } = setup(undefined, { 'PUT /api/admin/sponsorship-tiers/t2': () => json(404, { message: 'Sponsorship tier not found' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Silver up' }));
    expect(await screen.findByText('Failed to update sponsorship tier')).toBeInTheDocument();
    expect(screen.getByText('Sponsorship tier not found')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    // refetched all the same, in case a PUT did land
    await waitFor(() => expect(tierGets(calls)).toBe(2));
  });

  it('deletes a tier after confirmation, and reports a failure', async () => {
    let status = 500;
    const { calls } = setup(undefined, {
      'DELETE /api/admin/sponsorship-tiers/t3': () => (status === 200 ? json(200, { message: 'Deleted' }) : json(status, undefined)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bronze' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Tier' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Bronze' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Tier' });
    expect(dialog).toHaveTextContent('Delete Bronze?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Tier' }));
    expect(await screen.findByText('Failed to delete sponsorship tier')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    status = 200;
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Tier' }));
    expect(await screen.findByText('Sponsorship tier deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/sponsorship-tiers/t3',
      '/api/admin/sponsorship-tiers/t3',
    ]);
  });

  it('keeps focus on the pressed move button while the move runs, ignores presses meanwhile, and keeps it once the list reorders', async () => {
    // the server's list follows the PUTs, so the refetch agrees with the new order
    const stored = [gold, silver, bronze].map((t) => ({ ...t }));
    const put = (id: string) => async (req: Request) => {
      const t = stored.find((x) => x.id === id)!;
      Object.assign(t, await req.json());
      return json(200, t);
    };
    const first = heldResponse(() => json(200, stored.find((t) => t.id === 't2')!));
    const { calls } = setup(undefined, {
      'GET /api/admin/sponsorship-tiers': () => json(200, stored),
      'PUT /api/admin/sponsorship-tiers/t2': async (req: Request) => {
        await put('t2')(req);
        return first.handler();
      },
      'PUT /api/admin/sponsorship-tiers/t3': put('t3'),
      'PUT /api/admin/sponsorship-tiers/t1': put('t1'),
    });
    const puts = () => calls.filter((c) => c.method === 'PUT');
    const down = await screen.findByRole('button', { name: 'Move Silver down' });
    await sendWithEnter(down, puts);
    expect(down).toHaveFocus();
    expect(down).toHaveAttribute('aria-busy', 'true');
    expect(down).toHaveAttribute('aria-disabled', 'true');
    expect(down).not.toBeDisabled();
    // the other order buttons wait too, and a second Enter sends nothing
    expect(screen.getByRole('button', { name: 'Move Bronze up' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Move Bronze up' }));
    fireEvent.click(down);
    expect(puts()).toHaveLength(1);

    await first.release();
    expect(await screen.findByText('Tier order updated')).toBeInTheDocument();
    expect(names()).toEqual(['Gold', 'Bronze', 'Silver']);
    // Silver is last now: Move Down is disabled, so focus is on its Move Up
    expect(screen.getByRole('button', { name: 'Move Silver down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Silver up' })).toHaveFocus();
    await waitFor(() => expect(tierGets(calls)).toBe(2));
    expect(names()).toEqual(['Gold', 'Bronze', 'Silver']);
    expect(puts()).toHaveLength(2);

    // a move whose list item React moves: focus stays on the button all the same
    const goldDown = screen.getByRole('button', { name: 'Move Gold down' });
    goldDown.focus();
    fireEvent.click(goldDown);
    expect(await screen.findAllByText('Tier order updated')).not.toHaveLength(0);
    await waitFor(() => expect(names()).toEqual(['Bronze', 'Gold', 'Silver']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Gold down' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Move Gold down' })).toHaveFocus();
  });

  it('keeps the delete confirmation open while the delete runs: Escape and Cancel wait, a second Enter sends nothing', async () => {
    const deleted = heldResponse(() => json(200, { message: 'Deleted' }));
    const { calls } = setup(undefined, { 'DELETE /api/admin/sponsorship-tiers/t3': deleted.handler });
    await pressEnter(await screen.findByRole('button', { name: 'Delete Bronze' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Tier' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Tier' });
    const deletes = () => calls.filter((c) => c.method === 'DELETE');
    await sendWithEnter(confirm, deletes);
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');

    expectStaysOpenWhileBusy(dialog, confirm);
    expect(deletes()).toHaveLength(1);

    await expectClosesOnAnswer(deleted, dialog, 'Sponsorship tier deleted');
  });
});
