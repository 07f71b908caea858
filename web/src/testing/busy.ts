import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from './render';

/*
 * Requests on their way, and reads that fail: answers held back until the test lets them
 * go, the keyboard presses that send a request, a dialog that must wait for its answer, and
 * a current-user read that fails.
 */

type Answer = () => Response | Promise<Response>;
type Calls = { path: string }[];

const roleOf = (dialog: HTMLElement) => (dialog.getAttribute('role') === 'alertdialog' ? 'alertdialog' : 'dialog');

/**
 * An answer held back until the test lets it go: a request still on its way. `handler` goes
 * into stubFetch; every request it takes waits until `release`, then gets `answer()` (made
 * then, so it may change what later reads see).
 */
export function heldResponse(answer?: Answer) {
  let open!: (answer: Answer) => void;
  const gate = new Promise<Answer>((resolve) => (open = resolve));
  return {
    handler: (): Promise<Response> => gate.then((give) => give()),
    /** Lets the held requests through with `then` (default: the answer given first), inside act. */
    release: (then: Answer | undefined = answer) => {
      if (!then) throw new Error('heldResponse: release needs an answer');
      return act(async () => open(then));
    },
  };
}

/** Enter on a focused button: focus is on it, then the click Enter makes. */
export const pressEnter = (button: HTMLElement) =>
  act(async () => {
    button.focus();
    fireEvent.click(button);
  });

/** Enter on `button`, then wait until its request is sent: `sent()` has one. */
export async function sendWithEnter(button: HTMLElement, sent: () => unknown[]) {
  await pressEnter(button);
  await waitFor(() => expect(sent()).toHaveLength(1));
}

/** Enter in a form field: the browser clicks the form's submit button (implicit submission). */
export const enterIn = (field: HTMLElement, submit: HTMLElement) =>
  act(async () => {
    field.focus();
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(submit);
  });

/**
 * A dialog whose request is on its way stays: Escape, the backdrop, × (a 'dialog' has one,
 * an 'alertdialog' none) and Cancel, both disabled, and a second press of `pressed` leave
 * the same dialog open with focus on `pressed`. `cancel: false` for a dialog without Cancel.
 */
export function expectStaysOpenWhileBusy(dialog: HTMLElement, pressed: HTMLElement, { cancel = true } = {}) {
  const role = roleOf(dialog);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(dialog).toBeInTheDocument();
  fireEvent.mouseDown(dialog.parentElement!); // the backdrop
  expect(dialog).toBeInTheDocument();
  const waiting = [...(role === 'dialog' ? ['Close dialog'] : []), ...(cancel ? ['Cancel'] : [])];
  for (const name of waiting) {
    const button = within(dialog).getByRole('button', { name });
    expect(button).toBeDisabled();
    fireEvent.click(button);
  }
  fireEvent.click(pressed); // a second Enter
  expect(screen.getAllByRole(role)).toContain(dialog);
  expect(pressed).toHaveFocus();
}

/** Lets the held answer go: `message` shows (a toast) and no dialog of `dialog`'s role is left. */
export async function expectClosesOnAnswer(held: { release: () => Promise<void> }, dialog: HTMLElement, message: string) {
  const role = roleOf(dialog);
  await held.release();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole(role)).not.toBeInTheDocument();
}

/** A failed read as the server sends it: JSON body, with the status text the message quotes. */
export const serverError = () =>
  new Response(JSON.stringify({ message: 'boom' }), { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'application/json' } });

/** What the site says where the current user cannot be read (`failingAccount`'s 500). */
export const ACCOUNT_FAILED = 'Could not load your account: Database down';

/** How often the current user was read. */
export const authReads = (calls: Calls) => calls.filter((c) => c.path === '/api/auth/user').length;

/** Let `ms` of real time pass, inside act. */
export const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/** The window gains focus (reads marked to refetch on focus ask again). */
export const windowFocus = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

/** stubFetch with /api/auth/user answering `state.answer()`: a 500 until the test changes it. */
export function failingAccount(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const state: { answer: () => Response | Promise<Response> } = { answer: () => json(500, { message: 'Database down' }) };
  const stub = stubFetch({ 'GET /api/auth/user': () => state.answer(), ...handlers });
  return { ...stub, state };
}

/** After `settled` reads of the failing user: a window focus asks once more, fails again, and settles. */
export async function expectOneMoreReadOnFocus(calls: Calls, settled: number) {
  windowFocus();
  await waitFor(() => expect(authReads(calls)).toBe(settled + 1));
  expect(await screen.findByText(ACCOUNT_FAILED)).toBeInTheDocument();
  await wait(200);
  expect(authReads(calls)).toBe(settled + 1);
}
