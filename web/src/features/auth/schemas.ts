import * as yup from 'yup';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../../../domain/shared/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX } from '../../../../domain/user/limits';

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
  email: yup.string().trim().required('Email is required').matches(EMAIL_PATTERN, 'Invalid email address').max(EMAIL_MAX, 'Email is too long'),
  firstName: yup.string().trim().required('First name is required').max(FIRST_NAME_MAX, `First name must be at most ${FIRST_NAME_MAX} characters`),
  lastName: yup.string().trim().required('Last name is required').max(LAST_NAME_MAX, `Last name must be at most ${LAST_NAME_MAX} characters`),
  password: yup
    .string()
    .required('Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
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
