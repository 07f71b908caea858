import { SPONSOR_LOGO_MAX_BYTES } from '../../../../../domain/sponsorship/limits';
import { logoProblem } from './logoChecks';

const image = (size: number) => ({ name: 'logo.png', type: 'image/png', size }) as File;

describe('logoProblem', () => {
  // admin-area.md §5: 'under 5MB' ('Please select an image smaller than 5MB')
  it('takes an image under 5 MB and refuses one of 5 MB or more', () => {
    expect(logoProblem(image(SPONSOR_LOGO_MAX_BYTES - 1))).toBeNull();
    expect(logoProblem(image(SPONSOR_LOGO_MAX_BYTES))).toBe('Please select an image smaller than 5MB');
  });

  it('refuses a file that is not an image', () => {
    expect(logoProblem({ name: 'logo.pdf', type: 'application/pdf', size: 10 } as File)).toBe('Please select an image file');
  });
});
