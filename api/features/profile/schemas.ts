import { z } from 'zod';
import { email, requiredText } from '../../http/validate';
import { FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX } from '../../../domain/user/limits';

// Request bodies of the profile calls. api/http/validate imports only zod.

export const profileSchema = z.object({
  firstName: requiredText('First name is required', FIRST_NAME_MAX),
  lastName: requiredText('Last name is required', LAST_NAME_MAX),
  email: email('Invalid email address'),
});

export const passwordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
    newPassword: z.string({ error: 'Password must be at least 6 characters' })
      .min(6, 'Password must be at least 6 characters').max(PASSWORD_MAX, 'Password is too long'),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export type ProfileBody = z.input<typeof profileSchema>;
export type ChangePasswordBody = z.input<typeof passwordSchema>;
