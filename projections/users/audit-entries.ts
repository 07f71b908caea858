import type { AuditDescribers } from '../audit/audit-line';

const ROLE_NAMES = new Map([['user', 'User'], ['admin', 'Admin'], ['super_admin', 'Super Admin']]);
const roleName = (role: string) => ROLE_NAMES.get(role) ?? role;

/** Role changes and admin password resets. */
export const userAuditEntries: AuditDescribers = {
  RoleChanged: async (e, nameOf) => ({
    action: 'role_changed', targetId: e.data.userId, targetName: await nameOf(e.data.userId),
    details: `${roleName(e.data.previousRole)} → ${roleName(e.data.role)}`,
  }),
  PasswordResetByAdmin: async (e, nameOf) => ({
    action: 'password_reset_by_admin', targetId: e.data.userId, targetName: await nameOf(e.data.userId),
    details: 'Password reset by an admin',
  }),
};
