import { Form, Formik } from 'formik';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useChangePasswordMutation } from './profileApi';
import { passwordSchema } from './schemas';

export function ChangePasswordForm() {
  const [change] = useChangePasswordMutation();
  const { toast } = useToast();
  return (
    <Formik
      initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      validationSchema={passwordSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await change(values).unwrap();
          resetForm();
          toast({ title: 'Password updated', description: 'Use your new password the next time you sign in.' });
        } catch (err) {
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to update password. Please try again.'),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password">
          <FocusFirstError />
          <FormikField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <FormikField name="newPassword" label="New password" type="password" autoComplete="new-password" hint="At least 6 characters." />
          <FormikField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <Button type="submit" loading={isSubmitting}>
            Update Password
          </Button>
        </Form>
      )}
    </Formik>
  );
}
