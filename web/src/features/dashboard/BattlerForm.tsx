import { Form, Formik } from 'formik';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { useToast } from '../../components/Toast';
import { useCurrentUser } from '../auth';
import { useApplyAsBattlerMutation, type BattlerApplicationBody } from './applicationsApi';
import { FormikTextArea } from '../../components/FormikTextArea';
import { battlerSchema, type BattlerValues } from './schemas';
import { SUBMITTED, submitFailed } from './submitToasts';

function toBody(v: BattlerValues): BattlerApplicationBody {
  return {
    battlerName: v.battlerName.trim(),
    email: v.email.trim(),
    phoneNumber: v.phoneNumber.trim(),
    experience: v.experience.trim(),
    socialMedia: v.socialMedia.trim(),
  };
}

export function BattlerForm({ onUnauthorized }: { onUnauthorized: (err: unknown) => boolean }) {
  const { user } = useCurrentUser();
  const [apply] = useApplyAsBattlerMutation();
  const { toast } = useToast();
  const initialValues: BattlerValues = { battlerName: '', email: user?.email ?? '', phoneNumber: '', experience: '', socialMedia: '' };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={battlerSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await apply(toBody(values)).unwrap();
          resetForm();
          toast(SUBMITTED);
        } catch (err) {
          if (!onUnauthorized(err)) toast(submitFailed(err));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Battler tryout">
          <FocusFirstError />
          <FormikField name="battlerName" label="Battler name" autoComplete="nickname" />
          <FormikField name="email" label="Email" type="email" autoComplete="email" />
          <FormikField name="phoneNumber" label="Phone (optional)" type="tel" autoComplete="tel" />
          <FormikTextArea
            name="experience"
            label="Battle experience"
            placeholder="Leagues, events and battles you have been part of"
            hint="At least 10 characters."
          />
          <FormikField name="socialMedia" label="Social media (optional)" placeholder="@handle or profile links" />
          <Button type="submit" loading={isSubmitting} block>
            Submit Tryout Application
          </Button>
        </Form>
      )}
    </Formik>
  );
}
