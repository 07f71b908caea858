import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import type { RecordedEvent } from '../../application/ports/event-store';
import { AUDIT_LOG, USERS } from '../../application/users/read-model';
import { auditLogProjector as auditProjector } from '../../api/features/projectors';
import { usersProjector } from './users.projector';

let position = 0;
const ev = (type: string, data: object, actorId: string | null = 'u1'): RecordedEvent => ({
  id: `e${++position}`, streamId: 'user-u1', type, data, revision: position, position,
  metadata: { actorId, at: `2026-11-21T12:00:0${position % 10}.000Z`, correlationId: 'c' },
});

describe('users and audit projectors', () => {
  it('given registration, profile, avatar and role events, shapes the user document', async () => {
    const store = new MemoryReadStore();
    const events = [
      ev('UserRegistered', { userId: 'u1', username: 'Ace', email: 'a@x.com', firstName: 'A', lastName: 'B', passwordHash: 'secret-hash', role: 'user' }),
      ev('UserRegistered', { userId: 'a1', username: 'Boss', email: 'b@x.com', firstName: 'B', lastName: 'C', passwordHash: 'h', role: 'user' }),
      ev('ProfileUpdated', { userId: 'u1', firstName: 'Ace', lastName: 'Bars', email: 'ace@x.com' }),
      ev('AvatarChanged', { userId: 'u1', profilePictureUrl: '/uploads/avatars/1.png' }),
      ev('RoleChanged', { userId: 'u1', role: 'admin', previousRole: 'user' }, 'a1'),
      ev('PasswordResetByAdmin', { userId: 'u1', passwordHash: 'h2' }, 'a1'),
    ];
    for (const e of [...events, ...events]) {
      await usersProjector.apply(e, store);
      await auditProjector.apply(e, store);
    }
    const user = await store.collection(USERS).get('u1');
    expect(user).toMatchObject({ username: 'Ace', usernameLower: 'ace', email: 'ace@x.com', lastName: 'Bars', role: 'admin', profilePictureUrl: '/uploads/avatars/1.png' });
    expect(JSON.stringify(user)).not.toContain('secret-hash');
    const audit = await store.collection(AUDIT_LOG).find({}, { sort: { _position: 1 } });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: 'role_changed', actorName: 'Boss', targetName: 'Ace', details: 'User → Admin' });
    expect(audit[1]).toMatchObject({ action: 'password_reset_by_admin', actorId: 'a1', targetId: 'u1' });
  });
});
