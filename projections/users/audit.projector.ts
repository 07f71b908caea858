import { AUDIT_LOG, type AuditEntry, USERS, type UserView } from '../../application/users/read-model';
import { defineProjector } from '../projector';

const ROLE_NAMES = new Map([['user', 'User'], ['admin', 'Admin'], ['super_admin', 'Super Admin']]);
const roleName = (role: string) => ROLE_NAMES.get(role) ?? role;

/**
 * The admins' audit trail: one entry per role change and admin password reset.
 * Names are read from the users read model, which the runner has already brought
 * to this event's position (projectors run in order, users first).
 */
export const auditProjector = defineProjector({
  name: 'audit_log',
  handles: ['RoleChanged', 'PasswordResetByAdmin'],
  async apply(event, store) {
    const log = store.collection<AuditEntry>(AUDIT_LOG);
    const id = `${event.position}`;
    if (await log.get(id)) return;
    const users = store.collection<UserView>(USERS);
    const nameOf = async (userId: string | null) => {
      if (!userId) return 'visitor';
      if (userId === 'cli') return 'cli';
      return (await users.get(userId))?.username ?? userId;
    };
    const e = event;
    const targetId = e.data.userId;
    const base = {
      id, at: event.metadata.at, actorId: event.metadata.actorId,
      actorName: await nameOf(event.metadata.actorId), targetId, targetName: await nameOf(targetId),
      _position: event.position,
    };
    if (e.type === 'RoleChanged') {
      await log.upsert({ ...base, action: 'role_changed',
        details: `${roleName(e.data.previousRole)} → ${roleName(e.data.role)}` });
    } else if (e.type === 'PasswordResetByAdmin') {
      await log.upsert({ ...base, action: 'password_reset_by_admin', details: 'Password reset by an admin' });
    }
  },
});
