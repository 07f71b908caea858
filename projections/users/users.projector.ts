import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { USERS, type UserView } from '../../application/users/read-model';
import type { UserEvent } from '../../domain/user/user';
import { applyOnce, type Projector } from '../projector';

type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

export const usersProjector: Projector = {
  name: 'users',
  handles: ['UserRegistered', 'ProfileUpdated', 'AvatarChanged', 'RoleChanged'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const users = store.collection<UserView>(USERS);
    const at = event.metadata.at;
    const id = (event.data as { userId: string }).userId;
    await applyOnce(users, id, event.position, (current) => {
      switch (event.type) {
        case 'UserRegistered': {
          const d = event.data as Data<'UserRegistered'>;
          return {
            id, username: d.username, usernameLower: d.username.toLowerCase(), email: d.email,
            firstName: d.firstName, lastName: d.lastName, role: d.role, profilePictureUrl: null,
            createdAt: at, updatedAt: at,
          };
        }
        case 'ProfileUpdated': {
          if (!current) return undefined;
          const d = event.data as Data<'ProfileUpdated'>;
          return { ...current, firstName: d.firstName, lastName: d.lastName, email: d.email, updatedAt: at };
        }
        case 'AvatarChanged':
          if (!current) return undefined;
          return { ...current, profilePictureUrl: (event.data as Data<'AvatarChanged'>).profilePictureUrl, updatedAt: at };
        case 'RoleChanged':
          if (!current) return undefined;
          return { ...current, role: (event.data as Data<'RoleChanged'>).role, updatedAt: at };
        default:
          return undefined;
      }
    });
  },
};
