import { z } from 'zod';
import { ROLES } from '../../../domain/shared/roles';

// Request bodies of the admin's user calls: zod and domain constants only, so the web can import the types.

export const roleSchema = z.object({
  role: z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }),
});

export const resetSchema = z.object({
  newPassword: z.string({ error: 'Password must be at least 8 characters long.' })
    .min(8, 'Password must be at least 8 characters long.').max(200, 'Password is too long'),
});

export type RoleBody = z.input<typeof roleSchema>;
export type AdminResetPasswordBody = z.input<typeof resetSchema>;
