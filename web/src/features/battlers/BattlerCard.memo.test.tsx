import { act, screen } from '@testing-library/react';
import { CARDS_PER_FRAME, FIRST_PAINT_CARDS } from '../../components/AfterFirstPaint';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import BattlersPage from './BattlersPage';
import { makeBattler } from './fixtures.testing';

/** Each card's photo counts its renders, by battler name: a card drawn again draws its photo again. */
const photoRenders = new Map<string, number>();
jest.mock('../../components/BattlerPhoto', () => ({
  BattlerPhoto: ({ name }: { name: string }) => {
    photoRenders.set(name, (photoRenders.get(name) ?? 0) + 1);
    return <span data-testid="photo">{name}</span>;
  },
}));

// names that sort as they are numbered: B00, B01, ...
const roster = Array.from({ length: 30 }, (_, i) => makeBattler({ id: `b-${i}`, name: `B${String(i).padStart(2, '0')}` }));

it('a reveal step draws only the new cards, not those already shown (BattlerCard is memoised)', async () => {
  // frames run by hand; a cancelled one does not run (an effect cleaned up when the list arrives)
  const frames = new Map<number, FrameRequestCallback>();
  let id = 0;
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.set(++id, cb), id));
  const caf = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((n) => void frames.delete(n));
  try {
    stubFetch({ ...visitor, 'GET /api/battlers-with-stats': () => json(200, roster) });
    renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers' });
    expect(await screen.findByRole('link', { name: 'B00' })).toBeInTheDocument();
    expect(screen.getAllByTestId('photo')).toHaveLength(FIRST_PAINT_CARDS);
    // the first cards may render more than once while the page settles; what counts is after that
    const before = new Map(photoRenders);
    const step = async () => {
      act(() => {
        const due = [...frames.values()];
        frames.clear();
        due.forEach((cb) => cb(0));
      });
      // the step's setState waits for a timeout after the frame
      await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    };
    await step();
    expect(screen.getAllByTestId('photo')).toHaveLength(FIRST_PAINT_CARDS + CARDS_PER_FRAME);
    await step();
    expect(screen.getAllByTestId('photo')).toHaveLength(FIRST_PAINT_CARDS + 2 * CARDS_PER_FRAME);
    // two steps later, the first three were not drawn again, and each new card once
    for (const b of roster.slice(0, FIRST_PAINT_CARDS)) expect(photoRenders.get(b.name)).toBe(before.get(b.name));
    for (const b of roster.slice(FIRST_PAINT_CARDS, FIRST_PAINT_CARDS + 2 * CARDS_PER_FRAME)) expect(photoRenders.get(b.name)).toBe(1);
  } finally {
    raf.mockRestore();
    caf.mockRestore();
  }
});
