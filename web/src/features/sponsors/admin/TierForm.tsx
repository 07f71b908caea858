import { Field, Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import {
  TIER_BENEFITS_MAX, TIER_COST_MAX, TIER_DISPLAY_ORDER_MAX, TIER_DISPLAY_ORDER_MIN, TIER_NAME_MAX,
} from '../../../../../domain/sponsorship/limits';
import { Button } from '../../../components/Button';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { FormikField } from '../../../components/FormikField';
import { FormikTextArea } from '../../../components/FormikTextArea';
import { CheckRow } from './fields';
import type { AdminSponsorshipTierWire, TierBody } from './sponsorsAdminApi';

export interface TierValues {
  name: string;
  cost: string;
  benefits: string;
  /** the number input's text (formik turns what is typed into a number); blank is 0 */
  displayOrder: string | number;
  isActive: boolean;
}

export const NEW_TIER: TierValues = { name: '', cost: '', benefits: '', displayOrder: '0', isActive: true };

export const tierValues = (tier: AdminSponsorshipTierWire): TierValues => ({
  name: tier.name,
  cost: tier.cost,
  benefits: tier.benefits,
  displayOrder: String(tier.displayOrder),
  isActive: tier.isActive,
});

export const tierBody = (v: TierValues): Required<TierBody> => ({
  name: v.name.trim(),
  cost: v.cost.trim(),
  benefits: v.benefits.trim(),
  displayOrder: String(v.displayOrder).trim() === '' ? 0 : Number(v.displayOrder),
  isActive: v.isActive,
});

// the server's messages for the same rules (api/features/sponsorship/schemas.ts)
const schema = yup.object({
  name: yup.string().trim().required('Name is required').max(TIER_NAME_MAX, `Name must be at most ${TIER_NAME_MAX} characters`),
  cost: yup.string().trim().required('Cost is required').max(TIER_COST_MAX, `Cost must be at most ${TIER_COST_MAX} characters`),
  benefits: yup.string().trim().required('Benefits are required').max(TIER_BENEFITS_MAX, `Benefits must be at most ${TIER_BENEFITS_MAX} characters`),
  displayOrder: yup
    .mixed()
    .test('whole', 'Display order must be a whole number', (v) => /^\s*-?\d*\s*$/.test(String(v ?? '')))
    .test('range', `Display order must be between ${TIER_DISPLAY_ORDER_MIN} and ${TIER_DISPLAY_ORDER_MAX}`, (v) => {
      const text = String(v ?? '').trim();
      // blank is 0; what is not a whole number is the test above's
      if (!/^-?\d+$/.test(text)) return true;
      const n = Number(text);
      return n >= TIER_DISPLAY_ORDER_MIN && n <= TIER_DISPLAY_ORDER_MAX;
    }),
});

const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 0 1rem;
  align-items: start;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.6rem;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  .buttons { display: flex; gap: 0.6rem; flex-wrap: wrap; margin-left: auto; }
`;

/**
 * The tier fields, for the add form and a row's inline edit. `onSubmit` answers
 * whether it worked: the add form then empties itself.
 */
export function TierForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  idPrefix,
  autoFocus,
}: {
  initial: TierValues;
  submitLabel: string;
  onSubmit: (values: TierValues) => Promise<boolean>;
  onCancel?: () => void;
  /** ids stay unique when an edit row and the add form are both open */
  idPrefix: string;
  /** the inline edit takes focus from the Edit button it replaces */
  autoFocus?: boolean;
}) {
  const submit = async (values: TierValues, helpers: FormikHelpers<TierValues>) => {
    if ((await onSubmit(values)) && !onCancel) helpers.resetForm();
  };
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <FocusFirstError />
          <Grid>
            <FormikField id={`${idPrefix}-name`} name="name" label="Tier name" maxLength={TIER_NAME_MAX} autoComplete="off" autoFocus={autoFocus} />
            <FormikField id={`${idPrefix}-cost`} name="cost" label="Cost" placeholder="$500 / event" maxLength={TIER_COST_MAX} autoComplete="off" />
            <FormikField id={`${idPrefix}-order`} name="displayOrder" label="Display order" type="number" step={1} min={TIER_DISPLAY_ORDER_MIN} max={TIER_DISPLAY_ORDER_MAX} inputMode="numeric" />
          </Grid>
          <FormikTextArea id={`${idPrefix}-benefits`} name="benefits" label="Benefits" hint="One benefit per line." maxLength={TIER_BENEFITS_MAX} />
          <Actions>
            <CheckRow>
              <Field type="checkbox" name="isActive" />
              Active (offered to applicants)
            </CheckRow>
            <div className="buttons">
              {onCancel && (
                <Button variant="secondary" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </div>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
