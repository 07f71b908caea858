import { useState, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { Button } from './Button';

const themed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/** A promise settled by hand: a request that is still on its way. */
function later() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  /** answer, and let what awaited it run */
  const settle = () =>
    act(async () => {
      resolve();
      await new Promise((r) => setTimeout(r, 0));
    });
  return { promise, settle };
}

/** A button whose action takes as long as the test wants. */
function SaveButton({ action, disabled }: { action: () => Promise<void>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        await action();
        setBusy(false);
      }}
    >
      Save
    </Button>
  );
}

describe('Button while loading', () => {
  it('stays focusable, aria-disabled and busy, and ignores clicks, Enter and Space until it is done', async () => {
    const request = later();
    const action = jest.fn(() => request.promise);
    themed(<SaveButton action={action} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    // Enter and Space on a button arrive as a click
    fireEvent.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    fireEvent.click(save);
    fireEvent.click(save);
    expect(action).toHaveBeenCalledTimes(1);

    await request.settle();
    expect(save).not.toHaveAttribute('aria-busy');
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).toHaveFocus();
    await act(async () => {
      fireEvent.click(save);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays focusable while loading even when also disabled, and a plain disabled button is disabled', () => {
    const { rerender } = themed(
      <Button loading disabled>
        Busy
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Busy' })).not.toBeDisabled();
    expect(screen.getByRole('button', { name: 'Busy' })).toHaveAttribute('aria-disabled', 'true');
    rerender(
      <ThemeProvider theme={theme}>
        <Button disabled>Busy</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Busy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Busy' })).not.toHaveAttribute('aria-disabled');
  });

  it('ignores clicks when aria-disabled', () => {
    const onClick = jest.fn();
    themed(
      <Button aria-disabled onClick={onClick}>
        Wait
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while the submit is under way (a second click, or Enter in a field)', async () => {
    const request = later();
    const onSubmit = jest.fn(() => request.promise);
    themed(
      <Formik initialValues={{ name: '' }} onSubmit={onSubmit}>
        {({ isSubmitting, handleChange, values }) => (
          <Form aria-label="Form">
            <input aria-label="Name" name="name" value={values.name} onChange={handleChange} />
            <Button type="submit" loading={isSubmitting}>
              Send
            </Button>
          </Form>
        )}
      </Formik>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await act(async () => {
      fireEvent.click(send);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveFocus();

    // Enter on the button, and Enter in a field (the browser's implicit submission clicks the
    // form's default button): both arrive as a click on it, and it submits nothing
    const submits = jest.fn();
    screen.getByRole('form').addEventListener('submit', submits);
    await act(async () => {
      fireEvent.click(send);
    });
    expect(submits).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await request.settle();
    expect(send).not.toHaveAttribute('aria-disabled');
    await act(async () => {
      fireEvent.click(send);
    });
    expect(submits).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
