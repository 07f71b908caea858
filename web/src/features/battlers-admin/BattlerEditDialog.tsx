import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { MEMORIAL_NOTES_MAX } from '../../../../domain/battler/limits';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/Field';
import { Badge } from '../../components/layout';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import type { AdminBattler } from '../catalogue';
import { BattlerImageField } from './BattlerImageField';
import { battlerPatch, isClaimed, QUOTE_MAX, TAGLINE_MAX, type BattlerFormValues } from './battlerRules';
import { useUpdateBattlerMutation } from './battlersAdminApi';
import { toDateInput } from '../../lib/dateInput';
import { FormActions } from '../../components/formControls';
import { TextAreaField } from '../../components/TextAreaField';

export const battlerSchema = yup.object({
  tagline: yup.string().max(TAGLINE_MAX, `Tagline must be ${TAGLINE_MAX} characters or less`),
  quote: yup.string().max(QUOTE_MAX, `Quote must be ${QUOTE_MAX} characters or less`),
  deceasedDate: yup.string(),
  memorialNotes: yup.string().max(MEMORIAL_NOTES_MAX, `Memorial notes must be ${MEMORIAL_NOTES_MAX} characters or less`),
});

const ReadOnly = styled.dl`
  margin: 0 0 1rem;
  display: grid;
  gap: 0.3rem 0.8rem;
  grid-template-columns: auto 1fr;
  font-size: 0.9rem;
  dt { font-weight: 700; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  margin: 0 0 1rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Edit a battler: tagline and quote (unclaimed only), memorial fields (deceased), photo. */
export function BattlerEditDialog({ battler, onClose }: { battler: AdminBattler | null; onClose: () => void }) {
  const { toast } = useToast();
  const [update] = useUpdateBattlerMutation();
  // while the save, or the photo's upload or delete, is on its way the dialog stays: Escape, ×
  // and Cancel wait for the answer, and Save waits for the photo
  const [saving, setSaving] = useState(false);
  const [changingImage, setChangingImage] = useState(false);
  const claimed = !!battler && isClaimed(battler);
  const editable = !!battler && (!claimed || battler.isDeceased);

  const submit = async (values: BattlerFormValues) => {
    if (!battler) return;
    setSaving(true);
    try {
      await update({ id: battler.id, patch: battlerPatch(values, battler) }).unwrap();
      toast({ title: 'Battler Updated', description: `${battler.name} has been updated.` });
      onClose();
    } catch (err) {
      toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update battler'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={!!battler} onClose={onClose} title={battler ? `Edit ${battler.name}` : 'Edit Battler'} busy={saving || changingImage}>
      {battler && (
        <Formik<BattlerFormValues>
          initialValues={{
            tagline: battler.tagline ?? '',
            quote: battler.quote ?? '',
            deceasedDate: toDateInput(battler.deceasedDate),
            memorialNotes: battler.memorialNotes ?? '',
          }}
          validationSchema={battlerSchema}
          onSubmit={submit}
        >
          {({ values, errors, getFieldProps, isSubmitting }) => (
            <Form noValidate aria-label={`Edit ${battler.name}`}>
              <BattlerImageField battler={battler} saving={isSubmitting} setBusy={setChangingImage} />
              {claimed ? (
                <>
                  <Note>
                    <Badge $tone="green">Self-managed</Badge> This battler is claimed: the tagline, quote and photo are managed by
                    their owner.
                  </Note>
                  <ReadOnly>
                    <dt>Tagline</dt>
                    <dd>{battler.tagline || 'Self-managed'}</dd>
                    <dt>Quote</dt>
                    <dd>{battler.quote || 'Self-managed'}</dd>
                  </ReadOnly>
                </>
              ) : (
                <>
                  <TextAreaField
                    label="Tagline"
                    rows={2}
                    maxLength={TAGLINE_MAX}
                    {...getFieldProps('tagline')}
                    value={values.tagline}
                    error={errors.tagline}
                  />
                  <TextAreaField
                    label="Quote"
                    rows={3}
                    maxLength={QUOTE_MAX}
                    {...getFieldProps('quote')}
                    value={values.quote}
                    error={errors.quote}
                  />
                </>
              )}
              {battler.isDeceased && (
                <>
                  <TextField label="Date of passing" type="date" {...getFieldProps('deceasedDate')} />
                  <TextAreaField
                    label="Memorial notes"
                    rows={3}
                    maxLength={MEMORIAL_NOTES_MAX}
                    {...getFieldProps('memorialNotes')}
                    value={values.memorialNotes}
                    error={errors.memorialNotes}
                  />
                </>
              )}
              <FormActions
                busy={isSubmitting}
                held={changingImage}
                onCancel={onClose}
                cancelLabel={editable ? 'Cancel' : 'Close'}
                submitLabel={editable ? 'Save Changes' : undefined}
              />
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
