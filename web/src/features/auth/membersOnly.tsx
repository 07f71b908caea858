import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from './RequireAuth';

function MembersOnlyOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** A route only signed-in users reach: wrapped in a pathless layout route, so a feature declares it without JSX. */
export function membersOnly(route: RouteObject): RouteObject {
  return { Component: MembersOnlyOutlet, children: [route] };
}
