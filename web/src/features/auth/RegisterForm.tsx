import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { useToast } from '../../components/Toast';
import { PRODUCT } from '../../lib/brand';
import { errorMessage } from '../../lib/errors';
import { useRegisterMutation } from './authApi';
import { registerSchema } from './schemas';

const Two = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 0.9rem;
  @media (max-width: 420px) { grid-template-columns: 1fr; }
`;

export function RegisterForm({ onStart, onSuccess, onFailure }: { onStart?: () => void; onSuccess: () => void; onFailure?: () => void }) {
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  return (
    <Formik
      initialValues={{ username: '', email: '', firstName: '', lastName: '', password: '' }}
      validationSchema={registerSchema}
      onSubmit={async (values) => {
        onStart?.();
        try {
          const user = await register({
            username: values.username.trim(),
            email: values.email.trim(),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            password: values.password,
          }).unwrap();
          toast({ title: `Welcome to ${PRODUCT}`, description: `Your account ${user.username} is ready.` });
          onSuccess();
        } catch (err) {
          onFailure?.();
          toast({
            title: 'Registration failed',
            description: errorMessage(err, 'Registration failed. Please try again.'),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Create account">
          <FocusFirstError />
          <Two>
            <FormikField name="firstName" label="First name" autoComplete="given-name" />
            <FormikField name="lastName" label="Last name" autoComplete="family-name" />
          </Two>
          <FormikField name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <FormikField name="email" label="Email" type="email" autoComplete="email" />
          <FormikField name="password" label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." />
          <Button type="submit" block size="lg" loading={isSubmitting}>
            {isSubmitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
