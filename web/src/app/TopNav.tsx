import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { Button, ButtonLink } from '../components/Button';
import { CloseIcon, MenuIcon } from '../components/icons';
import { Skeleton } from '../components/Skeleton';
import { UserAvatar } from '../components/UserAvatar';
import { useCurrentUser, useLogout } from '../features/auth';
import { SiteLogo } from '../features/settings';
import { PRODUCT } from '../lib/brand';
import { useScrollToSection } from '../lib/scroll';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  height: ${({ theme }) => theme.layout.navHeight};
  background: rgba(10, 10, 12, 0.86);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
  display: flex;
  align-items: center;
  gap: 1rem;
  ${({ theme }) => theme.media.mobile} { padding: 0 1rem; }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: ${({ theme }) => theme.colors.text};
  margin-right: auto;
  white-space: nowrap;
  &:hover { text-decoration: none; }
  span {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: 900;
    font-size: 1.5rem;
    letter-spacing: 0.04em;
    line-height: 1;
  }
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.62rem;
    letter-spacing: 0.2em;
    color: ${({ theme }) => theme.colors.gold};
    font-weight: 700;
  }
`;

const MOBILE = '@media (max-width: 1099px)';

const Menu = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 0.15rem;
  ${MOBILE} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0.25rem;
    padding: 0.75rem 1rem 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.card};
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
    overflow-y: auto;
  }
`;

const itemCss = css`
  display: block;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
  font-size: 0.85rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  cursor: pointer;
  text-align: left;
  &:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: none; background: ${({ theme }) => theme.colors.surface2}; }
  &.active { color: ${({ theme }) => theme.colors.gold}; }
  ${MOBILE} { padding: 0.8rem 0.75rem; font-size: 0.95rem; }
`;
const ItemLink = styled(NavLink)`${itemCss}`;
const ProfileLink = styled(ItemLink)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** On a phone the menu is folded away: the member's picture stays in the bar, a tap to their profile. */
const PhoneAvatar = styled(Link)`
  display: none;
  border-radius: 50%;
  ${MOBILE} { display: inline-flex; }
`;
const ItemButton = styled.button`${itemCss}`;

const Divider = styled.li`
  width: 1px;
  height: 24px;
  margin: 0 0.4rem;
  background: ${({ theme }) => theme.colors.border};
  ${MOBILE} { width: auto; height: 1px; margin: 0.4rem 0; }
`;

const Toggle = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  place-items: center;
  ${MOBILE} { display: grid; }
`;

export function TopNav() {
  // the menu is open at one location: navigating (a new location key) closes it, with no effect needed
  const [openAt, setOpenAt] = useState<string | null>(null);
  const location = useLocation();
  const scrollTo = useScrollToSection();
  const { user, isLoading, isError, isAdmin } = useCurrentUser();
  // the read failed (not a 401): who is signed in is unknown, so neither the member's links nor
  // Login; the pages that need the account say so with Try Again, and focus asks again
  const accountUnknown = !user && isError;
  const { logout, isLoggingOut } = useLogout();

  const open = openAt === location.key;
  const setOpen = (next: boolean) => setOpenAt(next ? location.key : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // focus was in the menu, which is hidden now: it goes back to the button that opened it
      const active = document.activeElement;
      const inMenu = !active || active === document.body || !!menuRef.current?.contains(active);
      setOpenAt(null);
      if (inMenu) toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const go = (id: string) => {
    setOpen(false);
    scrollTo(id);
  };

  return (
    <Bar>
      <Inner aria-label="Main">
        {/* named by the words it shows (WCAG 2.5.3, label in name): an aria-label could not hold the
            badge's own lettering, which a browser counts as the link's visible text; the badge is decoration here */}
        <Brand to="/">
          <span aria-hidden="true" style={{ display: 'contents' }}>
            <SiteLogo size="sm" />
          </span>
          <span>
            {PRODUCT}{' '}
            <small>BATTLE RAP LEAGUE</small>
          </span>
        </Brand>
        {user && (
          // the menu's Profile link names it for keyboard and screen reader users; this one is for a thumb
          <PhoneAvatar to="/profile" aria-hidden="true" tabIndex={-1} data-testid="phone-avatar">
            <UserAvatar user={user} size={34} decorative />
          </PhoneAvatar>
        )}
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </Toggle>
        <Menu id="main-menu" ref={menuRef} $open={open}>
          <li>
            <ItemButton type="button" onClick={() => go('home')}>
              Home
            </ItemButton>
          </li>
          <li>
            <ItemLink to="/events">Events</ItemLink>
          </li>
          <li>
            <ItemLink to="/battlers">Battlers</ItemLink>
          </li>
          <li>
            <ItemLink to="/sponsors">Sponsors</ItemLink>
          </li>
          <li>
            <ItemButton type="button" onClick={() => go('contact')}>
              Contact
            </ItemButton>
          </li>
          {!accountUnknown && <Divider aria-hidden="true" />}
          {isLoading ? (
            <li aria-hidden="true">
              <Skeleton $w="88px" $h="36px" />
            </li>
          ) : user ? (
            <>
              <li>
                <ItemLink to="/dashboard">Dashboard</ItemLink>
              </li>
              {isAdmin && (
                <li>
                  <ItemLink to="/admin">Admin</ItemLink>
                </li>
              )}
              <li>
                <ProfileLink to="/profile">
                  <UserAvatar user={user} decorative />
                  Profile
                </ProfileLink>
              </li>
              <li>
                <Button variant="secondary" size="sm" block onClick={logout} disabled={isLoggingOut}>
                  {isLoggingOut ? 'Logging out...' : 'Logout'}
                </Button>
              </li>
            </>
          ) : accountUnknown ? null : (
            <li>
              <ButtonLink to="/auth" size="sm" block>
                Login
              </ButtonLink>
            </li>
          )}
        </Menu>
      </Inner>
    </Bar>
  );
}
