import { useState } from 'react';
import { FormikField } from '../../components/FormikField';
import { focusWhenShown } from '../../lib/scroll';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useForgotPasswordMutation } from './authApi';
import { AuthLayout, BackToSignIn, Notice } from './AuthLayout';
import { MessageForm } from './MessageForm';
import { forgotSchema } from './schemas';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [send] = useForgotPasswordMutation();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your account email and we'll send you a reset link.">
      {message !== null ? (
        // the form (and the button that sent it) is gone: focus goes to what replaced it
        <Notice role="status" ref={focusWhenShown}>
          <p>{message}</p>
        </Notice>
      ) : (
        <MessageForm
          label="Request a reset link"
          submitLabel="Send Reset Link"
          initialValues={{ email: '' }}
          validationSchema={forgotSchema}
          send={(values) => send({ email: values.email.trim() }).unwrap()}
          doneText="If an account exists for that email, a reset link is on its way."
          failedText="Failed to process request. Please try again."
          onDone={setMessage}
        >
          <FormikField name="email" label="Email" type="email" autoComplete="email" />
        </MessageForm>
      )}
      <BackToSignIn />
    </AuthLayout>
  );
}
