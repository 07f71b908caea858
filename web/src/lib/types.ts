import type { Role, UserWire } from '../../../api/features/auth/wire-types';

/** The API's user and role types, imported as types only (nothing of the server reaches the bundle). */
export type { Role };
export type User = UserWire;

export interface MessageResponse {
  message: string;
}

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export function isAdminRole(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'super_admin';
}

export function fullName(u: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();
  return name || u.username;
}
