import { useRef, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { useFocusTrap } from '../../components/useFocusTrap';
import { renderApp } from '../../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

/** Stands in for the full-screen player: an outer focus trap that closes on Escape. */
function PlayerWithQuestion({ onClosePlayer, onCancel, onConfirm }: { onClosePlayer: () => void; onCancel: () => void; onConfirm: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  useFocusTrap(ref, true, onClosePlayer);
  return (
    <div ref={ref}>
      <button type="button" onClick={() => setAsking(true)}>Delete my comment</button>
      <ConfirmDialog open={asking} title="Delete comment" message="Are you sure you want to delete this comment?" confirmLabel="Delete"
        onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}

describe('ConfirmDialog over the player', () => {
  it('starts on Cancel, keeps Tab on its two buttons, and Escape cancels the question, not the player', () => {
    const onClosePlayer = jest.fn();
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    renderApp(<PlayerWithQuestion onClosePlayer={onClosePlayer} onCancel={onCancel} onConfirm={onConfirm} />);
    // the player is open first, the question comes later (as in the app)
    fireEvent.click(screen.getByRole('button', { name: 'Delete my comment' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete comment' });
    expect(question).toHaveTextContent('Are you sure you want to delete this comment?');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(remove).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClosePlayer).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
