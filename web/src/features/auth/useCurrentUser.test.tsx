import { act, screen } from '@testing-library/react';
import { makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { useCurrentUser } from './useCurrentUser';

function Who() {
  const { user } = useCurrentUser();
  return <p>{user ? user.username : 'nobody'}</p>;
}

describe('useCurrentUser', () => {
  // public-site.md, API: reads are kept fresh indefinitely, with no refetch on focus
  it('does not ask again when the window regains focus or the network returns', async () => {
    const user = makeUser({ username: 'reyna' });
    const { calls } = stubFetch(signedIn(user));
    renderApp(<Who />);
    await screen.findByText('reyna');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(calls.filter((c) => c.path === '/api/auth/user')).toHaveLength(1);
  });
});
