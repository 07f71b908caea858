import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { FormikField } from '../../components/Field';
import { Muted } from '../../components/layout';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useResetPasswordMutation } from './authApi';
import { AuthLayout, Footer } from './AuthLayout';
import { Notice } from './ForgotPasswordPage';
import { resetSchema } from './schemas';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset] = useResetPasswordMutation();
  const { toast } = useToast();
  const [done, setDone] = useState<string | null>(null);

  if (!token) {
    return (
      <AuthLayout title="Reset Password">
        <p role="alert" style={{ fontWeight: 700, marginBottom: '1.25rem' }}>
          No reset token provided
        </p>
        <Muted>Reset links come by email and are valid for a limited time. Ask for a fresh one below.</Muted>
        <ButtonLink to="/forgot-password" block>
          Request New Reset Link
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (done !== null) {
    return (
      <AuthLayout title="Password Reset">
        <Notice role="status" style={{ marginBottom: '1.25rem' }}>
          <p>{done}</p>
        </Notice>
        <ButtonLink to="/auth" block>
          Sign In
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      <Formik
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validationSchema={resetSchema}
        onSubmit={async (values) => {
          try {
            const res = await reset({ token, newPassword: values.newPassword }).unwrap();
            setDone(res?.message || 'Your password has been reset. You can now sign in with your new password.');
          } catch (err) {
            toast({
              title: 'Error',
              description: errorMessage(err, 'Failed to reset password. The token may be invalid or expired.'),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset password">
            <FormikField name="newPassword" label="New password" type="password" autoComplete="new-password" />
            <FormikField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
            <Button type="submit" block size="lg" loading={isSubmitting}>
              Reset Password
            </Button>
          </Form>
        )}
      </Formik>
      <Footer>
        <Link to="/auth">Back to Sign In</Link>
      </Footer>
    </AuthLayout>
  );
}
