import { z } from 'zod';
import { email, requiredText } from '../../http/validate';
import { FIRST_NAME_MAX, LAST_NAME_MAX, LOGIN_USERNAME_MAX, PASSWORD_MAX, USERNAME_MAX } from '../../../domain/user/limits';

// Request bodies of sign-in, registration and password reset. api/http/validate imports only zod.

export const loginSchema = z.object({
  username: requiredText('Username is required', LOGIN_USERNAME_MAX),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});

export const registerSchema = z.object({
  username: requiredText('Username is required', USERNAME_MAX)
    .pipe(z.string().min(3, 'Username must be at least 3 characters')
      .regex(/^[A-Za-z0-9_.]+$/, 'Username may only contain letters, digits, dots and underscores')),
  email: email(),
  firstName: requiredText('First name is required', FIRST_NAME_MAX),
  lastName: requiredText('Last name is required', LAST_NAME_MAX),
  password: z.string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters').max(PASSWORD_MAX, 'Password is too long'),
});

export const forgotSchema = z.object({ email: email('Please enter a valid email address') });

export const resetSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Invalid or expired reset token'),
  newPassword: z.string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters').max(PASSWORD_MAX, 'Password is too long'),
});

export type LoginBody = z.input<typeof loginSchema>;
export type RegisterBody = z.input<typeof registerSchema>;
export type ForgotPasswordBody = z.input<typeof forgotSchema>;
export type ResetPasswordBody = z.input<typeof resetSchema>;
