/** Where a member whose session ended is sent to sign in again (spec §2, public). */
export const RELOGIN_URL = '/api/login';
export const RELOGIN_DELAY_MS = 500;

/** A full page load, not a router move: the login is the server's. Its own module so tests can replace it. */
export function goToLogin() {
  window.location.assign(RELOGIN_URL);
}
