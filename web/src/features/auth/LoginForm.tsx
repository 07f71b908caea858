import { Form, Formik } from 'formik';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { useToast } from '../../components/Toast';
import { PRODUCT } from '../../lib/brand';
import { errorMessage } from '../../lib/errors';
import { useLoginMutation } from './authApi';
import { loginSchema } from './schemas';

export function LoginForm({ onStart, onSuccess, onFailure }: { onStart?: () => void; onSuccess: () => void; onFailure?: () => void }) {
  const [login] = useLoginMutation();
  const { toast } = useToast();
  return (
    <Formik
      initialValues={{ username: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values) => {
        onStart?.();
        try {
          const user = await login({ username: values.username.trim(), password: values.password }).unwrap();
          toast({ title: `Welcome back to ${PRODUCT}`, description: `Signed in as ${user.username}.` });
          onSuccess();
        } catch (err) {
          onFailure?.();
          toast({ title: 'Login failed', description: errorMessage(err, 'Invalid username or password'), variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <FocusFirstError />
          <FormikField name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <FormikField name="password" label="Password" type="password" autoComplete="current-password" />
          <Button type="submit" block size="lg" loading={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
