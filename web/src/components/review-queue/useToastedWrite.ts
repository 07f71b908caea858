import { errorMessage } from '../../lib/errors';
import { useToast, type ToastOptions } from '../Toast';

/** Runs a write: on success says so and moves on (`then`), on failure says why and stays. */
export function useToastedWrite(failTitle: string, failFallback: string) {
  const { toast } = useToast();
  return async (write: () => Promise<unknown>, done: ToastOptions, then: () => void) => {
    try {
      await write();
      toast(done);
      then();
    } catch (err) {
      toast({ title: failTitle, description: errorMessage(err, failFallback), variant: 'destructive' });
    }
  };
}
