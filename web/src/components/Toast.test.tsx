import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { DEFAULT_TOAST_MS, ToastProvider, useToast } from './Toast';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>one</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}>two</button>
      <button onClick={() => toast({ title: 'Long', duration: 10_000 })}>long</button>
    </>
  );
}

function setup() {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Buttons />
      </ToastProvider>
    </ThemeProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    setup();
    fireEvent.click(screen.getByText('one'));
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.click(screen.getByText('two'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live');
  });

  it('can be dismissed', () => {
    setup();
    fireEvent.click(screen.getByText('one'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('hides itself after about five seconds, or its own duration', () => {
    jest.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('one'));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_MS - 100));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('long'));
    act(() => jest.advanceTimersByTime(9_000));
    expect(screen.getByText('Long')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_100));
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('keeps a polite and an assertive region mounted from the start, each toast in its own', () => {
    setup();
    const polite = screen.getByRole('status');
    const assertive = document.querySelector<HTMLElement>('[aria-live="assertive"]');
    // both are there before any toast: a region filled as it turns assertive is missed by some readers
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).not.toBeNull();
    expect(assertive).toBeEmptyDOMElement();
    expect(assertive).toHaveAttribute('aria-atomic', 'true');

    fireEvent.click(screen.getByText('one'));
    expect(polite).toHaveTextContent('First');
    expect(assertive).toBeEmptyDOMElement();

    fireEvent.click(screen.getByText('two'));
    // the same two nodes, their politeness unchanged
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(assertive).toHaveTextContent('Second');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});
