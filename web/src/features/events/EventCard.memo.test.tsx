import { act, screen } from '@testing-library/react';
import { CARDS_PER_FRAME, FIRST_PAINT_CARDS } from '../../components/AfterFirstPaint';
import { makeEvent } from '../catalogue/fixtures.testing';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import { EventList } from './EventList';

/** Each card's picture counts its renders, by its src: a card drawn again draws its picture again. */
const thumbRenders = new Map<string, number>();
jest.mock('../../components/MediaThumb', () => ({
  MediaThumb: ({ src }: { src: string }) => {
    thumbRenders.set(src, (thumbRenders.get(src) ?? 0) + 1);
    return <span data-testid="thumb" />;
  },
}));

const events = Array.from({ length: 30 }, (_, i) => makeEvent({ id: `e${i}`, title: `Night ${i}`, thumbnailUrl: `/uploads/e${i}.jpg` }));

it('a reveal step draws only the new event cards, not those already shown (the list memoises its cards)', async () => {
  // frames run by hand; a cancelled one does not run (an effect cleaned up when the list arrives)
  const frames = new Map<number, FrameRequestCallback>();
  let id = 0;
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.set(++id, cb), id));
  const caf = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((n) => void frames.delete(n));
  try {
    stubFetch({ ...visitor, 'GET /api/events': () => json(200, events) });
    renderApp(<EventList />);
    expect(await screen.findByRole('heading', { name: 'Night 0' })).toBeInTheDocument();
    expect(screen.getAllByTestId('thumb')).toHaveLength(FIRST_PAINT_CARDS);
    const before = new Map(thumbRenders);
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
    await step();
    expect(screen.getAllByTestId('thumb')).toHaveLength(FIRST_PAINT_CARDS + 2 * CARDS_PER_FRAME);
    for (const e of events.slice(0, FIRST_PAINT_CARDS)) expect(thumbRenders.get(e.thumbnailUrl!)).toBe(before.get(e.thumbnailUrl!));
    for (const e of events.slice(FIRST_PAINT_CARDS, FIRST_PAINT_CARDS + 2 * CARDS_PER_FRAME)) expect(thumbRenders.get(e.thumbnailUrl!)).toBe(1);
  } finally {
    raf.mockRestore();
    caf.mockRestore();
  }
});
