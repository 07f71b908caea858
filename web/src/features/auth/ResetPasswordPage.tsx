import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { FormikField } from '../../components/FormikField';
import { Muted } from '../../components/layout';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useResetPasswordMutation } from './authApi';
import { AuthLayout, BackToSignIn, Notice } from './AuthLayout';
import { MessageForm } from './MessageForm';
import { resetSchema } from './schemas';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset] = useResetPasswordMutation();
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
      <MessageForm
        label="Reset password"
        submitLabel="Reset Password"
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validationSchema={resetSchema}
        send={(values) => reset({ token, newPassword: values.newPassword }).unwrap()}
        doneText="Your password has been reset. You can now sign in with your new password."
        failedText="Failed to reset password. The token may be invalid or expired."
        onDone={setDone}
      >
        <FormikField name="newPassword" label="New password" type="password" autoComplete="new-password" />
        <FormikField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
      </MessageForm>
      <BackToSignIn />
    </AuthLayout>
  );
}
