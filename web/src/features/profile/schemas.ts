import * as yup from 'yup';
import { EMAIL_PATTERN } from '../../../../domain/shared/limits';

export const profileSchema = yup.object({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  email: yup.string().trim().required('Invalid email address').matches(EMAIL_PATTERN, 'Invalid email address'),
});

export const passwordSchema = yup.object({
  currentPassword: yup.string().required('Current password is required'),
  newPassword: yup.string().required('Password must be at least 6 characters').min(6, 'Password must be at least 6 characters'),
  confirmPassword: yup
    .string()
    .required('Please confirm your password')
    .oneOf([yup.ref('newPassword')], "Passwords don't match"),
});
