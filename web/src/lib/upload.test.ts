import { IMAGE_ACCEPT, isImageFile, LOGO_ACCEPT } from './upload';

const file = (type: string) => new File(['x'], 'picture', { type });

describe('the image types an upload may have', () => {
  it('takes what the server stores, and refuses the phone formats it does not', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(isImageFile(file(type))).toBe(true);
    for (const type of ['image/heic', 'image/heif', 'image/avif', 'image/bmp', 'image/tiff', 'image/svg+xml', 'application/pdf', ''])
      expect(isImageFile(file(type))).toBe(false);
  });

  it('takes SVG only for the site logo', () => {
    expect(isImageFile(file('image/svg+xml'), { svg: true })).toBe(true);
    expect(LOGO_ACCEPT).toContain('image/svg+xml');
    expect(IMAGE_ACCEPT).not.toContain('*');
  });
});
