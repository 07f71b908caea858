import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormikField } from '../../components/Field';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useForgotPasswordMutation } from './authApi';
import { AuthLayout, Footer } from './AuthLayout';
import { forgotSchema } from './schemas';

export const Notice = styled.div`
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(47, 191, 113, 0.1);
  border: 1px solid rgba(47, 191, 113, 0.45);
  p { margin: 0; }
`;

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [send] = useForgotPasswordMutation();
  const { toast } = useToast();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your account email and we'll send you a reset link.">
      {message !== null ? (
        <Notice role="status">
          <p>{message}</p>
        </Notice>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={forgotSchema}
          onSubmit={async (values) => {
            try {
              const res = await send({ email: values.email.trim() }).unwrap();
              setMessage(res?.message || 'If an account exists for that email, a reset link is on its way.');
            } catch (err) {
              toast({
                title: 'Error',
                description: errorMessage(err, 'Failed to process request. Please try again.'),
                variant: 'destructive',
              });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Request a reset link">
              <FormikField name="email" label="Email" type="email" autoComplete="email" />
              <Button type="submit" block size="lg" loading={isSubmitting}>
                Send Reset Link
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <Footer>
        <Link to="/auth">Back to Sign In</Link>
      </Footer>
    </AuthLayout>
  );
}
