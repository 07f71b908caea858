import { act, render, screen } from '@testing-library/react';
import { BelowTheFoldSpace, CARDS_PER_FRAME, FIRST_PAINT_CARDS, useFirstPaintCards, useRevealedCount } from './AfterFirstPaint';

/** Holds requestAnimationFrame's callbacks, so a test says when a frame comes. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const cancel = jest.spyOn(window, 'cancelAnimationFrame');
  return {
    cancel,
    /** one frame, then the timeout set in it */
    async paint() {
      await act(async () => {
        frames.splice(0).forEach((cb) => cb(0));
        await new Promise((r) => setTimeout(r, 0));
      });
    },
    restore() {
      raf.mockRestore();
      cancel.mockRestore();
    },
  };
}

function Parts({ total, now }: { total: number; now?: boolean }) {
  const count = useRevealedCount(total, 1, 2, now);
  return (
    <>
      {Array.from({ length: Math.min(count, total) }, (_, i) => (
        <p key={i}>part {i + 1}</p>
      ))}
      {count < total && <BelowTheFoldSpace />}
    </>
  );
}

describe('useRevealedCount', () => {
  let frames: ReturnType<typeof holdFrames>;
  beforeEach(() => (frames = holdFrames()));
  afterEach(() => frames.restore());

  it('renders the first parts, then more after each paint, holding a screen of space until all are there', async () => {
    const { container } = render(<Parts total={4} />);
    expect(screen.getAllByText(/^part/)).toHaveLength(1);
    expect(container.querySelector('div')).toHaveStyle({ minHeight: '100vh' });
    await frames.paint();
    expect(screen.getAllByText(/^part/)).toHaveLength(3);
    await frames.paint();
    expect(screen.getAllByText(/^part/)).toHaveLength(4);
    expect(container.querySelector('div')).toBeNull();
  });

  it('renders everything at once when asked to', () => {
    render(<Parts total={4} now />);
    expect(screen.getAllByText(/^part/)).toHaveLength(4);
  });

  it('renders parts that arrive after the steps at once', async () => {
    const { rerender } = render(<Parts total={2} />);
    await frames.paint();
    expect(screen.getAllByText(/^part/)).toHaveLength(2);
    rerender(<Parts total={9} />);
    expect(screen.getAllByText(/^part/)).toHaveLength(9);
  });

  it('cancels its frame when unmounted before it', () => {
    const { unmount } = render(<Parts total={4} />);
    unmount();
    expect(frames.cancel).toHaveBeenCalledWith(1);
  });
});

function Cards({ n }: { n: number }) {
  const shown = useFirstPaintCards(Array.from({ length: n }, (_, i) => i));
  return <p>{shown.length} cards</p>;
}

it('useFirstPaintCards: the first three cards, then six more a frame', async () => {
  const frames = holdFrames();
  try {
    render(<Cards n={20} />);
    expect(screen.getByText(`${FIRST_PAINT_CARDS} cards`)).toBeInTheDocument();
    await frames.paint();
    expect(screen.getByText(`${FIRST_PAINT_CARDS + CARDS_PER_FRAME} cards`)).toBeInTheDocument();
    await frames.paint();
    await frames.paint();
    expect(screen.getByText('20 cards')).toBeInTheDocument();
  } finally {
    frames.restore();
  }
});
