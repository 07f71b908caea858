import type { Role, User } from '../../../lib/types';

export type RoleFilter = 'all' | Role;

/** Case-insensitive match on full name, email or username, then the role filter. */
export function filterUsers(users: User[], search: string, role: RoleFilter): User[] {
  const q = search.trim().toLowerCase();
  return users.filter((u) => {
    if (role !== 'all' && u.role !== role) return false;
    if (!q) return true;
    const name = `${u.firstName ?? ''} ${u.lastName ?? ''}`.toLowerCase();
    return name.includes(q) || (u.email ?? '').toLowerCase().includes(q) || (u.username ?? '').toLowerCase().includes(q);
  });
}
