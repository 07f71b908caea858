import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../lib/theme';
import { makeVideo } from '../catalogue/fixtures.testing';
import { VideoCard } from './VideoCard';

const locked = makeVideo({ id: 'v2', title: 'Members Clash', requiresAuth: true });

function card(checking: boolean, onOpen: jest.Mock) {
  return (
    <ThemeProvider theme={theme}>
      <VideoCard video={locked} onOpen={onOpen} checking={checking} />
    </ThemeProvider>
  );
}

describe('VideoCard while its access check runs', () => {
  it('keeps focus on the card, says it is busy, and ignores Enter until the answer is in', () => {
    const onOpen = jest.fn();
    const { rerender } = render(card(false, onOpen));
    const title = screen.getByRole('button', { name: 'Members Clash' });
    title.focus();
    fireEvent.click(title); // Enter
    expect(onOpen).toHaveBeenCalledTimes(1);

    rerender(card(true, onOpen));
    expect(title).toHaveFocus();
    expect(title).not.toBeDisabled();
    expect(title).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('article', { busy: true })).toBeInTheDocument();
    fireEvent.click(title);
    expect(onOpen).toHaveBeenCalledTimes(1);

    rerender(card(false, onOpen));
    expect(title).toHaveFocus();
    expect(title).not.toHaveAttribute('aria-disabled');
    fireEvent.click(title);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
