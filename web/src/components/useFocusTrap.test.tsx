import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { type ElementSource, useFocusTrap } from './useFocusTrap';

/** A trap's dialog: Escape closes it. */
function Trap({ onClose, fallback }: { onClose: () => void; fallback?: ElementSource }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root, true, onClose, { fallback });
  return (
    <div ref={root} role="dialog" aria-label="Confirm">
      <button type="button">Confirm</button>
    </div>
  );
}

/**
 * An admin list: each row's Delete opens the trap; confirming removes the row, either at once
 * (`when: 'now'`) or a moment after the dialog closed (`'later'`: the list read again).
 */
function List({ when, fallback }: { when: 'now' | 'later'; fallback?: boolean }) {
  const [rows, setRows] = useState(['Summer Smackdown', 'Winter Wars']);
  const [removing, setRemoving] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const after = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (when === 'now') setRows((r) => r.filter((x) => x !== removing));
    else setGone(removing);
    setRemoving(null);
  };
  return (
    <main>
      <h1>Admin</h1>
      <section aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <button type="button" ref={after}>
          Create Event
        </button>
        <ul>
          {rows.map((r) => (
            <li key={r}>
              <button type="button" onClick={() => setRemoving(r)}>{`Delete ${r}`}</button>
            </li>
          ))}
        </ul>
        {gone && (
          <button type="button" onClick={() => setRows((r) => r.filter((x) => x !== gone))}>
            read the list again
          </button>
        )}
      </section>
      {removing && <Trap onClose={close} fallback={fallback ? after : undefined} />}
    </main>
  );
}

const deleteButton = (name: string) => screen.getByRole('button', { name: `Delete ${name}` });

describe('useFocusTrap gives focus back', () => {
  it('to the opener when it is still there', () => {
    render(<List when="later" />);
    deleteButton('Winter Wars').focus();
    fireEvent.click(deleteButton('Winter Wars'));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(deleteButton('Winter Wars')).toHaveFocus();
  });

  it('to the heading of the section around the opener when the opener is gone by then', () => {
    render(<List when="now" />);
    deleteButton('Summer Smackdown').focus();
    fireEvent.click(deleteButton('Summer Smackdown'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Delete Summer Smackdown' })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Events' });
    expect(heading).toHaveFocus();
    // focusable by script only: no extra Tab stop
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('to that heading when the opener goes just after (the list read again)', async () => {
    render(<List when="later" />);
    deleteButton('Summer Smackdown').focus();
    fireEvent.click(deleteButton('Summer Smackdown'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(deleteButton('Summer Smackdown')).toHaveFocus();
    // the row goes while focus is on its button
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'read the list again' }));
    });
    expect(screen.queryByRole('button', { name: 'Delete Summer Smackdown' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events' })).toHaveFocus();
  });

  it("to the caller's fallback when there is one", () => {
    render(<List when="now" fallback />);
    deleteButton('Winter Wars').focus();
    fireEvent.click(deleteButton('Winter Wars'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Create Event' })).toHaveFocus();
  });

  it("to the page's main heading when nothing had focus on opening", () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Battle Events</h1>
          {open && <Trap onClose={() => setOpen(false)} />}
        </main>
      );
    }
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('heading', { name: 'Battle Events' })).toHaveFocus();
  });
});
