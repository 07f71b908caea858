import { SelectControl } from '../../../components/Field';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { ROLE_LABELS, type Role, type User } from '../../../lib/types';
import { useUpdateUserRoleMutation } from './adminApi';

/**
 * Role dropdown for one user. Admins may set User or Admin; only a super_admin may
 * assign Super Admin. Nobody changes their own role, and an admin cannot touch a super_admin.
 */
export function RoleSelect({ user, viewer }: { user: User; viewer: User }) {
  const [update, { isLoading }] = useUpdateUserRoleMutation();
  const { toast } = useToast();
  const viewerIsSuper = viewer.role === 'super_admin';
  const isSelf = user.id === viewer.id;
  const locked = isSelf || (user.role === 'super_admin' && !viewerIsSuper);
  const options: Role[] = viewerIsSuper || user.role === 'super_admin' ? ['user', 'admin', 'super_admin'] : ['user', 'admin'];

  const change = async (role: Role) => {
    if (role === user.role) return;
    try {
      const res = await update({ userId: user.id, role }).unwrap();
      toast({
        title: 'Role updated',
        description:
          (res as unknown as { message?: string })?.message ?? `${user.username} is now ${ROLE_LABELS[role]}.`,
      });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update role'), variant: 'destructive' });
    }
  };

  return (
    <SelectControl
      aria-label={`Role for ${user.username}`}
      value={user.role}
      disabled={locked || isLoading}
      title={isSelf ? "You can't change your own role" : undefined}
      onChange={(e) => change(e.target.value as Role)}
      style={{ minWidth: 140, minHeight: 38, padding: '0.35rem 2.2rem 0.35rem 0.7rem' }}
    >
      {options.map((r) => (
        <option key={r} value={r} disabled={r === 'super_admin' && !viewerIsSuper}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </SelectControl>
  );
}
