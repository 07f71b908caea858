import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { Switch } from './Switch';

const themed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Switch while busy', () => {
  it('keeps focus, says it is busy and ignores a flip', () => {
    const onChange = jest.fn();
    const { rerender } = themed(<Switch label="Views" checked={false} onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Views' });
    sw.focus();
    rerender(
      <ThemeProvider theme={theme}>
        <Switch label="Views" checked onChange={onChange} busy />
      </ThemeProvider>,
    );
    expect(sw).toHaveFocus();
    expect(sw).not.toBeDisabled();
    expect(sw).toHaveAttribute('aria-disabled', 'true');
    expect(sw).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(sw);
    expect(onChange).not.toHaveBeenCalled();
  });
});
