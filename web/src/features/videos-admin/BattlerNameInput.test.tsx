import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { BattlerNameInput } from './BattlerNameInput';

const names = ['Ace', 'Ace Hood', 'Acer', 'Blaze Ace', 'Space Ace', 'Macey'].map((name, i) => ({ id: `b${i}`, name }));

function Harness() {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <BattlerNameInput label="Battler A name" name="battlerAName" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

function setup() {
  const stub = stubFetch({
    'GET /api/battlers/search': (req) => {
      const q = new URL(req.url).searchParams.get('q') ?? '';
      return json(200, names.filter((n) => n.name.toLowerCase().includes(q.toLowerCase())));
    },
  });
  renderApp(<Harness />);
  return { ...stub, input: screen.getByRole('combobox', { name: 'Battler A name' }) };
}

const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });

afterEach(() => jest.useRealTimers());

describe('BattlerNameInput', () => {
  it('searches from the first character and shows at most 5 suggestions', async () => {
    const { input, calls } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(input, { target: { value: 'a' } });
    expect(await screen.findByRole('option', { name: 'Ace' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/battlers/search')).toHaveLength(1);
    expect(options()).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('does not search an empty value', () => {
    const { input, calls } = setup();
    fireEvent.change(input, { target: { value: ' ' } });
    expect(calls.filter((c) => c.path === '/api/battlers/search')).toHaveLength(0);
  });

  it('picks with the arrow keys and Enter, and closes with Escape', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'ace' } });
    await screen.findByRole('option', { name: 'Ace' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: 'Ace Hood' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('value')).toHaveTextContent('Ace');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(input, { target: { value: 'Space' } });
    await screen.findByRole('option', { name: 'Space Ace' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('Space');
  });

  it('picks a suggestion with the mouse', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'mac' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Macey' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Macey');
  });

  it('closes 200 ms after the field loses focus', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'Bl' } });
    await screen.findByRole('option', { name: 'Blaze Ace' });
    jest.useFakeTimers();
    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('option', { name: 'Blaze Ace' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
