import { render } from '@testing-library/react';
import { BreakableAddress } from './BreakableAddress';

describe('BreakableAddress', () => {
  it('offers a break after @ and before each dot, keeping the text whole', () => {
    const { container } = render(<p><BreakableAddress text="marcus.mesquite@example.com" /></p>);
    expect(container.textContent).toBe('marcus.mesquite@example.com');
    expect(container.innerHTML).toBe('<p>marcus<wbr>.mesquite@<wbr>example<wbr>.com</p>');
  });

  it('leaves a phone number or a plain name as it is', () => {
    const { container } = render(<p><BreakableAddress text="Rosa Vega" /></p>);
    expect(container.innerHTML).toBe('<p>Rosa Vega</p>');
  });
});
