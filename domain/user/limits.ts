/**
 * A user's text limits (registration, profile, passwords), as the API's schemas check them
 * (api/features/auth/schemas.ts, api/features/profile/schemas.ts): the web forms take them
 * from here. No imports.
 */
/** first and last name, each, trimmed */
export const FIRST_NAME_MAX = 100;
export const LAST_NAME_MAX = 100;
/** a password as typed (not trimmed): registration, reset, change */
export const PASSWORD_MAX = 200;
/** a username at registration, trimmed */
export const USERNAME_MAX = 30;
/** a username as sign-in takes it, trimmed */
export const LOGIN_USERNAME_MAX = 100;
