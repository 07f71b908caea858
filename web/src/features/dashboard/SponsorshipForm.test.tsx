import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clickWhenFree, json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { SponsorshipForm } from './SponsorshipForm';

const tiers = [{ id: 't-1', name: 'Gold', cost: '$500 / event', benefits: 'Logo on stage' }];

/** the Idempotency-Key of every POST, in order */
function serve(answers: (() => Response | Promise<Response>)[]) {
  const keys: (string | null)[] = [];
  stubFetch({
    ...signedIn(makeUser({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Lopez' })),
    'GET /api/sponsorship-tiers': () => json(200, tiers),
    'GET /api/future-events': () => json(200, []),
    'POST /api/sponsorship-applications': (req) => {
      keys.push(req.headers.get('Idempotency-Key'));
      const next = answers.shift();
      return next ? next() : json(201, {});
    },
  });
  renderApp(<SponsorshipForm onUnauthorized={() => false} />);
  return keys;
}

async function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
}

async function fill(company = 'Desert Kicks') {
  await screen.findByRole('option', { name: 'Gold ($500 / event)' });
  await typeInto('Company name', company);
  await typeInto('Contact name', 'Ana Lopez');
  await typeInto('Email', 'ana@example.com');
  await typeInto('Sponsorship level', 'Gold');
  await typeInto('Message', 'Count us in');
}

const submit = () => clickWhenFree(screen.getByRole('button', { name: 'Submit Sponsor Application' }));
const lost = () => Promise.reject(new TypeError('Failed to fetch'));

describe('sponsor form: a retried submission', () => {
  it('sends the key of the failed try again when Submit is pressed again, and a new one for the next application', async () => {
    const keys = serve([() => json(502, { message: 'Bad gateway' }), lost]);
    await fill();
    await submit();
    await waitFor(() => expect(keys).toHaveLength(1));
    await submit();
    await waitFor(() => expect(keys).toHaveLength(2));
    await submit();
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);

    // the same form filled in again after a success is another application
    await fill();
    await submit();
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('sends a new key when the form was changed before the retry', async () => {
    const keys = serve([lost]);
    await fill();
    await submit();
    await waitFor(() => expect(keys).toHaveLength(1));
    await typeInto('Company name', 'Desert Kicks Ltd');
    await submit();
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
