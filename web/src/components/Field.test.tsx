import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { InputControl, SelectField, TextField } from './Field';

const themed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/** The CSS styled-components put in the document for the element's own classes. */
function focusRules(el: HTMLElement): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n')
    .replace(/\s+/g, ' ');
  const rules = Array.from(el.classList).flatMap((c) => css.match(new RegExp(`\\.${c}:focus-visible ?\\{[^}]*\\}`, 'g')) ?? []);
  return rules.join(' ');
}

describe('form fields', () => {
  it('links a select to its error line, as a text field is', () => {
    themed(
      <>
        <SelectField label="Sponsorship level" error="Please select a sponsorship level">
          <option value="">Select a sponsorship level</option>
        </SelectField>
        <TextField label="Company name" error="Company name is required" />
      </>,
    );
    const select = screen.getByLabelText('Sponsorship level');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a sponsorship level');
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required');
  });

  it('describes nothing while a select has no error', () => {
    themed(
      <SelectField label="Level">
        <option value="">Pick one</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Level');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('rings a focused control with the 3px focus outline every other control has', () => {
    themed(<InputControl aria-label="Name" />);
    const rules = focusRules(screen.getByLabelText('Name'));
    expect(rules).toContain(`outline:3px solid ${theme.colors.focus}`);
    expect(rules).not.toContain('outline:none');
  });
});
