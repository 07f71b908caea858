import type { ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import type { MessageResponse } from '../../lib/types';

/**
 * A one-step password form (forgot, reset): on success the page shows the server's message
 * (or `doneText` when it sends none); a failure is a toast and the form stays.
 */
export function MessageForm<V extends FormikValues>({
  label,
  submitLabel,
  initialValues,
  validationSchema,
  send,
  doneText,
  failedText,
  onDone,
  children,
}: {
  /** the form's accessible name */
  label: string;
  submitLabel: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  send: (values: V) => Promise<MessageResponse>;
  doneText: string;
  failedText: string;
  onDone: (message: string) => void;
  /** the fields */
  children: ReactNode;
}) {
  const { toast } = useToast();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        try {
          const res = await send(values);
          onDone(res?.message || doneText);
        } catch (err) {
          toast({ title: 'Error', description: errorMessage(err, failedText), variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <FocusFirstError />
          {children}
          <Button type="submit" block size="lg" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
