import * as yup from 'yup';
import { EMAIL_PATTERN } from '../../../../domain/shared/limits';

export const loginSchema = yup.object({
  username: yup.string().trim().required('Username is required'),
  password: yup.string().required('Password is required'),
});

export const registerSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required('Username is required')
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .matches(/^[A-Za-z0-9_.]+$/, 'Username may contain only letters, numbers, underscores and periods'),
  email: yup.string().trim().required('Email is required').matches(EMAIL_PATTERN, 'Invalid email address'),
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  password: yup.string().required('Password is required').min(8, 'Password must be at least 8 characters'),
});

export const forgotSchema = yup.object({
  email: yup.string().trim().required('Email is required').matches(EMAIL_PATTERN, 'Invalid email address'),
});

export const resetSchema = yup.object({
  newPassword: yup.string().required('Password is required').min(8, 'Password must be at least 8 characters'),
  confirmPassword: yup
    .string()
    .required('Please confirm your password')
    .oneOf([yup.ref('newPassword')], "Passwords don't match"),
});
