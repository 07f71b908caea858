import * as yup from 'yup';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../../../domain/shared/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX } from '../../../../domain/user/limits';

export const profileSchema = yup.object({
  firstName: yup.string().trim().required('First name is required').max(FIRST_NAME_MAX, `First name must be at most ${FIRST_NAME_MAX} characters`),
  lastName: yup.string().trim().required('Last name is required').max(LAST_NAME_MAX, `Last name must be at most ${LAST_NAME_MAX} characters`),
  email: yup.string().trim().required('Invalid email address').matches(EMAIL_PATTERN, 'Invalid email address').max(EMAIL_MAX, 'Email is too long'),
});

export const passwordSchema = yup.object({
  currentPassword: yup
    .string()
    .required('Current password is required')
    .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
  newPassword: yup
    .string()
    .required('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  confirmPassword: yup
    .string()
    .required('Please confirm your password')
    .oneOf([yup.ref('newPassword')], "Passwords don't match"),
});
