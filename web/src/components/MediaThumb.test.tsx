import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { CARD_SIZES } from '../lib/imageVariants';
import { MediaThumb } from './MediaThumb';

const show = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const frame = () => screen.getByTestId('media-thumb');

describe('MediaThumb', () => {
  it('draws an upload from its resized copies: WebP first, JPEG in the img, the original as the last resort', () => {
    show(<MediaThumb src="/uploads/thumbnails/e1.png" />);
    const source = frame().querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/uploads/thumbnails/e1-160.webp 160w, /uploads/thumbnails/e1-320.webp 320w, /uploads/thumbnails/e1-640.webp 640w, /uploads/thumbnails/e1-960.webp 960w',
    );
    expect(source).toHaveAttribute('sizes', CARD_SIZES);
    const img = frame().querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/uploads/thumbnails/e1.png');
    expect(img).toHaveAttribute('srcset', '/uploads/thumbnails/e1-160.jpg 160w, /uploads/thumbnails/e1-320.jpg 320w, /uploads/thumbnails/e1-640.jpg 640w, /uploads/thumbnails/e1-960.jpg 960w');
    expect(img).toHaveAttribute('sizes', CARD_SIZES);
    // no layout shift: an intrinsic size; below the fold by default
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '540');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('fetches a page\'s main picture at once, at the size given', () => {
    show(<MediaThumb src="/uploads/thumbnails/e1.jpg" sizes="420px" priority />);
    const img = frame().querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(frame().querySelector('source')).toHaveAttribute('sizes', '420px');
  });

  it('shows a picture uploaded before the copies existed from its original URL, then the placeholder if that fails too', () => {
    show(<MediaThumb src="/uploads/thumbnails/old.jpg" />);
    fireEvent.error(frame().querySelector('img')!);
    const img = frame().querySelector('img')!;
    expect(frame().querySelector('source')).toBeNull();
    expect(img).toHaveAttribute('src', '/uploads/thumbnails/old.jpg');
    expect(img).not.toHaveAttribute('srcset');
    fireEvent.error(img);
    expect(frame().querySelector('img')).toBeNull();
    expect(frame().querySelector('.placeholder')).not.toBeNull();
  });

  it('shows a picture from elsewhere as it is: no copies to name', () => {
    show(<MediaThumb src="https://i.ytimg.com/vi/x/hqdefault.jpg" />);
    expect(frame().querySelector('source')).toBeNull();
    expect(frame().querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
  });

  it('draws the placeholder when there is no picture', () => {
    show(<MediaThumb src={null} />);
    expect(frame().querySelector('img')).toBeNull();
    expect(frame().querySelector('.placeholder')).not.toBeNull();
  });
});
