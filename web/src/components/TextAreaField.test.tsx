import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { countOf, TextAreaField } from './TextAreaField';

describe('countOf', () => {
  it('counts up to a hard limit, full at it', () => {
    expect(countOf('abc', { maxLength: 5 })).toEqual({ text: '3/5', state: 'ok' });
    expect(countOf('abcde', { maxLength: 5 })).toEqual({ text: '5/5', state: 'full' });
  });
  it('lets a soft limit be passed, and says so', () => {
    expect(countOf('abcde', { max: 5 })).toEqual({ text: '5/5', state: 'ok' });
    expect(countOf('abcdef', { max: 5 })).toEqual({ text: '6/5', state: 'over' });
  });
  it('counts trimmed characters towards a minimum, short only once touched', () => {
    expect(countOf('  ab  ', { min: 5 })).toEqual({ text: '2 characters, at least 5', state: 'ok' });
    expect(countOf('  ab  ', { min: 5, touched: true })).toEqual({ text: '2 characters, at least 5', state: 'over' });
  });
  it('counts nothing without a limit', () => {
    expect(countOf('abc', {})).toBeNull();
  });
});

function Harness(props: { maxLength?: number; max?: number; hint?: string; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <TextAreaField name="notes" label="Notes" value={value} onChange={(e) => setValue(e.target.value)} {...props} />
    </ThemeProvider>
  );
}

describe('TextAreaField', () => {
  it('ties its hint, counter and error to the text area', () => {
    render(<Harness maxLength={10} hint="One per line." error="Too short" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAccessibleDescription('One per line. 0/10 Too short');
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops typing at a hard limit (the browser keeps maxLength)', () => {
    render(<Harness maxLength={5} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAttribute('maxLength', '5');
    fireEvent.change(area, { target: { value: 'abcde' } });
    expect(screen.getByTestId('notes-count')).toHaveTextContent('5/5');
  });

  it('lets a soft limit be typed past, the count showing it', () => {
    render(<Harness max={5} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(area, { target: { value: 'abcdefgh' } });
    expect(area).not.toHaveAttribute('maxLength');
    expect(screen.getByTestId('notes-count')).toHaveTextContent('8/5');
  });

  it('has no description when nothing is hinted, counted or wrong', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-describedby');
  });
});
