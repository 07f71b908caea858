import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { makeUser } from '../testing/render';
import { initialsOf, UserAvatar } from './UserAvatar';

const show = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('user avatar', () => {
  it('given a picture and no name beside it, then the picture is named after the member', () => {
    show(<UserAvatar user={makeUser({ firstName: 'Jane', lastName: 'Doe', profilePictureUrl: '/uploads/jane.jpg' })} />);
    expect(screen.getByRole('img', { name: "Jane Doe's profile picture" })).toHaveAttribute('src', '/uploads/jane.jpg');
  });

  it('given no picture and no name beside it, then the initials stand for the member by name', () => {
    show(<UserAvatar user={makeUser({ firstName: 'Jane', lastName: 'Doe', profilePictureUrl: null })} />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('data-initials', 'JD');
  });

  it('takes the initials from the names, else from the username', () => {
    expect(initialsOf({ firstName: 'jane', lastName: 'doe', username: 'jd' })).toBe('JD');
    expect(initialsOf({ firstName: 'Cher', lastName: '', username: 'cher' })).toBe('C');
    expect(initialsOf({ firstName: '', lastName: '', username: 'slim' })).toBe('SL');
  });
});
