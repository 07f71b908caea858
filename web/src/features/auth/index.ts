export { useCurrentUser, useLogout, useSetCurrentUser } from './useCurrentUser';
export { RequireAuth } from './RequireAuth';
