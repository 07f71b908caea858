import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { Dialog } from './Dialog';

describe('Dialog while busy', () => {
  function open(busy: boolean) {
    const onClose = jest.fn();
    const ui = (b: boolean) => (
      <ThemeProvider theme={theme}>
        <Dialog open onClose={onClose} title="Edit" busy={b}>
          <button>Save</button>
        </Dialog>
      </ThemeProvider>
    );
    const result = render(ui(busy));
    return { onClose, rerender: (b: boolean) => result.rerender(ui(b)) };
  }

  it('does not close on Escape, the backdrop or × until it is done', () => {
    const { onClose, rerender } = open(true);
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    const x = screen.getByRole('button', { name: 'Close dialog' });
    expect(x).toBeDisabled();
    fireEvent.click(x);
    expect(onClose).not.toHaveBeenCalled();

    rerender(false);
    expect(x).toBeEnabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(x);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
