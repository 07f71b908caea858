export type Role = 'user' | 'admin' | 'super_admin';

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  profilePictureUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

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
