import type { ToastOptions } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';

// Spec §8 words the success notice once for both forms ("same wording for battler").
export const SUBMITTED: ToastOptions = {
  title: 'Application Submitted',
  description: 'Your sponsorship application has been submitted successfully.',
};

export const submitFailed = (err: unknown): ToastOptions => ({
  title: 'Error',
  description: errorMessage(err, 'Failed to submit application'),
  variant: 'destructive',
});
