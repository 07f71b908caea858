import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { ShareButton } from './Share';
import { ToastProvider } from './Toast';

const target = { title: 'Big Mike', text: 'Big Mike on the league', path: '/battlers/b1' };
const link = `${window.location.origin}/battlers/b1`;

/** Gives navigator a property for one test (jsdom has neither share nor clipboard). */
function give<K extends string>(name: K, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard']) delete (navigator as unknown as Record<string, unknown>)[name];
});

function renderShare() {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ShareButton target={target} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

/** Lets the rejected share's handling run to its end. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

describe('share', () => {
  it('given a browser with the Web Share API, when Share is pressed, then the share sheet gets the title, text and absolute link', async () => {
    const share = jest.fn(() => Promise.resolve());
    const writeText = jest.fn(() => Promise.resolve());
    give('share', share);
    give('canShare', () => true);
    give('clipboard', { writeText });
    fireEvent.click(renderShare());
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Big Mike', text: 'Big Mike on the league', url: link }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('given no Web Share API, when Share is pressed, then the link is copied and a toast says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    give('clipboard', { writeText });
    fireEvent.click(renderShare());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByTestId('toast')).toHaveTextContent(link);
  });

  it('given a share sheet the browser says cannot take the link, when Share is pressed, then the link is copied instead', async () => {
    const share = jest.fn(() => Promise.resolve());
    const writeText = jest.fn(() => Promise.resolve());
    give('share', share);
    give('canShare', () => false);
    give('clipboard', { writeText });
    fireEvent.click(renderShare());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(share).not.toHaveBeenCalled();
  });

  it('given the viewer closes the share sheet (AbortError), then nothing is shown and nothing is copied', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = jest.fn(() => Promise.resolve());
    give('share', share);
    give('clipboard', { writeText });
    fireEvent.click(renderShare());
    await waitFor(() => expect(share).toHaveBeenCalled());
    await settle();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('given the share sheet fails for another reason, then the link is copied instead', async () => {
    give('share', () => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    const writeText = jest.fn(() => Promise.resolve());
    give('clipboard', { writeText });
    fireEvent.click(renderShare());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('given neither sharing nor the clipboard works, then the toast shows the link in a box to copy by hand', async () => {
    give('clipboard', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    fireEvent.click(renderShare());
    expect(await screen.findByText('Copy this link')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to share' })).toHaveValue(link);
  });

  it('given no clipboard at all (an insecure origin), then the toast shows the link to copy by hand', async () => {
    fireEvent.click(renderShare());
    expect(await screen.findByRole('textbox', { name: 'Link to share' })).toHaveValue(link);
  });
});
