import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { QUOTE_MAX, TAGLINE_MAX } from '../../../../../domain/battler/limits';
import type { Battler } from '../../catalogue';
import { useUpdateOwnerProfileMutation, type OwnerProfileBody } from './ownerApi';
import { FormikTextArea } from '../../../components/FormikTextArea';
import { oneLine } from '../../../lib/text';

// the server's messages (api/features/claims/schemas.ts ownerProfileSchema)
const schema = yup.object({
  tagline: yup.string().trim().max(TAGLINE_MAX, `Tagline must be ${TAGLINE_MAX} characters or less`),
  quote: yup.string().trim().max(QUOTE_MAX, `Quote must be ${QUOTE_MAX} characters or less`),
});

type Values = { tagline: string; quote: string };

/** Public §5: an empty value is sent as null. */
export const toOwnerBody = (v: Values): OwnerProfileBody => ({ tagline: oneLine(v.tagline).trim() || null, quote: v.quote.trim() || null });

/** The owner's tagline and quote, with counters. */
export function OwnerTextsForm({ battler }: { battler: Pick<Battler, 'id' | 'tagline' | 'quote'> }) {
  const [save] = useUpdateOwnerProfileMutation();
  const { toast } = useToast();
  return (
    <Formik<Values>
      initialValues={{ tagline: battler.tagline ?? '', quote: battler.quote ?? '' }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          await save({ battlerId: battler.id, body: toOwnerBody(values) }).unwrap();
          toast({ title: 'Profile Updated', description: 'Your battler profile has been updated.' });
        } catch (err) {
          toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update profile'), variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Tagline and quote">
          <FormikTextArea name="tagline" label="Tagline" max={TAGLINE_MAX} rows={2} placeholder="A line fans know you by" />
          <FormikTextArea name="quote" label="Quote" max={QUOTE_MAX} rows={4} placeholder="Your signature bar" />
          <Button type="submit" loading={isSubmitting} disabled={!dirty}>
            Save Changes
          </Button>
        </Form>
      )}
    </Formik>
  );
}
