import { USERS, type UserView } from '../../application/users/read-model';
import { applyOnce, defineProjector } from '../projector';

export const usersProjector = defineProjector({
  name: 'users',
  handles: ['UserRegistered', 'ProfileUpdated', 'AvatarChanged', 'RoleChanged'],
  async apply(event, store) {
    const users = store.collection<UserView>(USERS);
    const at = event.metadata.at;
    const id = event.data.userId;
    await applyOnce(users, id, event.position, (current) => {
      switch (event.type) {
        case 'UserRegistered': {
          const d = event.data;
          return {
            id, username: d.username, usernameLower: d.username.toLowerCase(), email: d.email,
            firstName: d.firstName, lastName: d.lastName, role: d.role, profilePictureUrl: null,
            createdAt: at, updatedAt: at,
          };
        }
        case 'ProfileUpdated': {
          if (!current) return undefined;
          const d = event.data;
          return { ...current, firstName: d.firstName, lastName: d.lastName, email: d.email, updatedAt: at };
        }
        case 'AvatarChanged':
          if (!current) return undefined;
          return { ...current, profilePictureUrl: event.data.profilePictureUrl, updatedAt: at };
        case 'RoleChanged':
          if (!current) return undefined;
          return { ...current, role: event.data.role, updatedAt: at };
      }
    });
  },
});
