import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_DESCRIPTION_MAX } from '../../../../domain/league-event/limits';
import { pressEnter } from '../../testing/busy';
import { json, renderApp, stubFetch } from '../../testing/render';
import { EventFormDialog, eventSchema } from './EventFormDialog';
import { makeEvent } from '../catalogue/adminFixtures.testing';

describe('the event form', () => {
  it("checks the description's length as the server does (5000)", () => {
    const ok = (description: string) => eventSchema.isValidSync({ title: 'Fall Brawl', description, eventDate: '' });
    expect(ok('d'.repeat(EVENT_DESCRIPTION_MAX))).toBe(true);
    expect(ok('d'.repeat(EVENT_DESCRIPTION_MAX + 1))).toBe(false);
  });

  it('counts the description against its limit and refuses a longer one in place', async () => {
    const { calls } = stubFetch({ 'PUT /api/admin/events/e1': () => json(200, makeEvent({ id: 'e1' })) });
    renderApp(<EventFormDialog open event={makeEvent({ id: 'e1', title: 'Fall Brawl', description: '' })} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveAttribute('maxLength', String(EVENT_DESCRIPTION_MAX));
    fireEvent.change(description, { target: { value: 'd'.repeat(EVENT_DESCRIPTION_MAX + 1) } });
    expect(within(dialog).getByText(`${EVENT_DESCRIPTION_MAX + 1}/${EVENT_DESCRIPTION_MAX}`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    expect(await within(dialog).findByText('Description must be at most 5000 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(description, { target: { value: 'd'.repeat(EVENT_DESCRIPTION_MAX) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByText('Description must be at most 5000 characters')).not.toBeInTheDocument();
  });
});

describe('the event form, refused', () => {
  it('Create Event sent without a title focuses the title', async () => {
    stubFetch({});
    renderApp(<EventFormDialog open event={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Event' });
    await act(async () => void fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Bring it' } }));
    await pressEnter(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Event title')).toHaveFocus());
    expect(within(dialog).getByLabelText('Event title')).toHaveAccessibleDescription('Please enter an event title');
  });
});
