import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TIER_DISPLAY_ORDER_MAX, TIER_DISPLAY_ORDER_MIN } from '../../../../../domain/sponsorship/limits';
import { pressEnter } from '../../../testing/busy';
import { renderApp, stubFetch, visitor } from '../../../testing/render';
import { NEW_TIER, TierForm } from './TierForm';

const RANGE = 'Display order must be between -1000000 and 1000000';

function setup() {
  stubFetch(visitor);
  const onSubmit = jest.fn(async () => true);
  renderApp(<TierForm initial={{ ...NEW_TIER, name: 'Gold', cost: '$1', benefits: 'One' }} submitLabel="Add Tier" onSubmit={onSubmit} idPrefix="new" />);
  const order = screen.getByLabelText('Display order');
  const submitWith = (value: string) => {
    fireEvent.change(order, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Tier' }));
  };
  return { onSubmit, order, submitWith };
}

describe('the tier form', () => {
  it("refuses a display order outside the server's range, in place", async () => {
    const { onSubmit, order, submitWith } = setup();
    expect(order).toHaveAttribute('min', String(TIER_DISPLAY_ORDER_MIN));
    expect(order).toHaveAttribute('max', String(TIER_DISPLAY_ORDER_MAX));
    submitWith(String(TIER_DISPLAY_ORDER_MAX + 1));
    expect(await screen.findByText(RANGE)).toBeInTheDocument();
    submitWith(String(TIER_DISPLAY_ORDER_MIN - 1));
    expect(await screen.findByText(RANGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the ends of the range', async () => {
    const { onSubmit, submitWith } = setup();
    submitWith(String(TIER_DISPLAY_ORDER_MIN));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    submitWith(String(TIER_DISPLAY_ORDER_MAX));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(RANGE)).not.toBeInTheDocument();
  });
});

describe('the tier form, refused', () => {
  it('Add Tier focuses the first invalid field', async () => {
    stubFetch(visitor);
    renderApp(<TierForm initial={{ ...NEW_TIER, name: 'Gold' }} submitLabel="Add Tier" onSubmit={jest.fn(async () => true)} idPrefix="new" />);
    await pressEnter(screen.getByRole('button', { name: 'Add Tier' }));
    await waitFor(() => expect(screen.getByLabelText('Cost')).toHaveFocus());
  });
});
