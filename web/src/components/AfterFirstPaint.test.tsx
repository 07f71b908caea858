import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('holds a screen of space until a frame has painted, then renders its children', async () => {
    const { container } = render(
      <>
        <p>above</p>
        <AfterFirstPaint>
          <p>below</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('above')).toBeInTheDocument();
    expect(screen.queryByText('below')).not.toBeInTheDocument();
    expect(container.querySelector('div')).toHaveStyle({ minHeight: '100vh' });
    expect(await screen.findByText('below')).toBeInTheDocument();
    expect(container.querySelector('div')).toBeNull();
  });

  it('renders at once when asked to', () => {
    render(
      <AfterFirstPaint now>
        <p>below</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('below')).toBeInTheDocument();
  });

  it('cancels its frame when unmounted before it', async () => {
    const frames: FrameRequestCallback[] = [];
    const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(
      <AfterFirstPaint>
        <p>below</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
    spy.mockRestore();
    cancel.mockRestore();
  });
});
