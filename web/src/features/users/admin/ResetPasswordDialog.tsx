import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { FormikField } from '../../../components/FormikField';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { fullName, type User } from '../../../lib/types';
import { useResetUserPasswordMutation } from './adminApi';

export const adminResetSchema = yup.object({
  newPassword: yup
    .string()
    .required('Password must be at least 8 characters long.')
    .min(8, 'Password must be at least 8 characters long.'),
  confirmPassword: yup
    .string()
    .required('Passwords do not match.')
    .oneOf([yup.ref('newPassword')], 'Passwords do not match.'),
});

export function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const [reset] = useResetUserPasswordMutation();
  const { toast } = useToast();
  // while the reset is on its way the dialog stays: Escape, × and Cancel wait for the answer
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={!!user}
      onClose={onClose}
      busy={busy}
      title="Reset Password"
      description={user ? `Set a new password for ${fullName(user)} (@${user.username}).` : undefined}
    >
      {user && (
        <Formik
          initialValues={{ newPassword: '', confirmPassword: '' }}
          validationSchema={adminResetSchema}
          onSubmit={async (values) => {
            setBusy(true);
            try {
              const res = await reset({ userId: user.id, newPassword: values.newPassword }).unwrap();
              toast({ title: 'Password reset', description: res?.message || `The password for ${user.username} has been reset.` });
              onClose();
            } catch (err) {
              toast({ title: 'Error', description: errorMessage(err, 'Failed to reset password'), variant: 'destructive' });
            } finally {
              setBusy(false);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={`Reset password for ${user.username}`}>
              <FocusFirstError />
              <FormikField name="newPassword" label="New password" type="password" autoComplete="new-password" />
              <FormikField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
              <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.6rem', flexWrap: 'wrap' }}>
                <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="danger" loading={isSubmitting}>
                  Reset Password
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
