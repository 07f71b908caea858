import { Form, Formik } from 'formik';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { useToast } from '../../components/Toast';
import { formatEventDay } from '../../lib/date';
import { useSubmissionKey } from '../../lib/useSubmissionKey';
import { useCurrentUser } from '../auth';
import { useGetFutureEventsQuery, useGetSponsorshipTiersQuery } from '../sponsors';
import { useApplyForSponsorshipMutation, type SponsorshipApplicationBody } from './applicationsApi';
import { FormikTextArea } from '../../components/FormikTextArea';
import { FormikCheckboxGroup, FormikSelect } from './formControls';
import { sponsorshipSchema, type SponsorshipValues } from './schemas';
import { SUBMITTED, submitFailed } from './submitToasts';
import { TierDetails } from './TierDetails';

function toBody(v: SponsorshipValues): SponsorshipApplicationBody {
  return {
    companyName: v.companyName.trim(),
    contactName: v.contactName.trim(),
    email: v.email.trim(),
    phoneNumber: v.phoneNumber.trim(),
    sponsorshipLevel: v.sponsorshipLevel,
    message: v.message.trim(),
    // spec §7: the id list goes only when something was picked
    ...(v.selectedEvents.length > 0 ? { selectedEvents: v.selectedEvents } : {}),
  };
}

function levelPrompt(tiers: { isLoading: boolean; isError: boolean; data?: unknown[] }): string {
  if (tiers.isLoading) return 'Loading levels…';
  if (tiers.isError) return 'Could not load the sponsorship levels';
  return tiers.data?.length ? 'Select a sponsorship level' : 'No sponsorship levels offered right now';
}

function eventsNote(events: { isLoading: boolean; isError: boolean }): string {
  if (events.isLoading) return 'Loading upcoming events…';
  return events.isError ? 'Could not load the upcoming events.' : 'No upcoming events to pick right now.';
}

export function SponsorshipForm({ onUnauthorized }: { onUnauthorized: (err: unknown) => boolean }) {
  const { user } = useCurrentUser();
  const tiers = useGetSponsorshipTiersQuery();
  const events = useGetFutureEventsQuery();
  const [apply] = useApplyForSponsorshipMutation();
  // a Submit pressed again after a lost answer sends the same key: the server answers with what it recorded
  const submission = useSubmissionKey();
  const { toast } = useToast();
  const initialValues: SponsorshipValues = {
    companyName: '',
    contactName: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
    email: user?.email ?? '',
    phoneNumber: '',
    sponsorshipLevel: '',
    selectedEvents: [],
    message: '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={sponsorshipSchema}
      onSubmit={async (values, { resetForm }) => {
        const body = toBody(values);
        try {
          await apply({ ...body, idempotencyKey: submission.keyFor(body) }).unwrap();
          submission.done();
          resetForm();
          toast(SUBMITTED);
        } catch (err) {
          if (!onUnauthorized(err)) toast(submitFailed(err));
        }
      }}
    >
      {({ values, isSubmitting }) => {
        const tier = tiers.data?.find((t) => t.name === values.sponsorshipLevel);
        return (
          <Form noValidate aria-label="Sponsor application">
            <FocusFirstError />
            <FormikField name="companyName" label="Company name" autoComplete="organization" />
            <FormikField name="contactName" label="Contact name" autoComplete="name" />
            <FormikField name="email" label="Email" type="email" autoComplete="email" />
            <FormikField name="phoneNumber" label="Phone (optional)" type="tel" autoComplete="tel" />
            <FormikSelect name="sponsorshipLevel" label="Sponsorship level" disabled={tiers.isLoading}>
              <option value="">{levelPrompt(tiers)}</option>
              {tiers.data?.map((t) => (
                <option key={t.id} value={t.name}>
                  {t.name} ({t.cost})
                </option>
              ))}
            </FormikSelect>
            {/* a level is required: without the list the form cannot be sent, so it can be asked again */}
            {(tiers.isError || events.isError) && (
              <Button variant="secondary" size="sm" onClick={() => void Promise.all([tiers.refetch(), events.refetch()])}>
                Try Again
              </Button>
            )}
            {tier && <TierDetails tier={tier} />}
            <FormikCheckboxGroup
              name="selectedEvents"
              legend="Events to sponsor (optional)"
              options={(events.data ?? []).map((e) => ({ value: e.id, label: e.title, detail: formatEventDay(e.eventDate) }))}
              empty={eventsNote(events)}
            />
            <FormikTextArea
              name="message"
              label="Message"
              placeholder="Tell us about your company and what you hope to get from the partnership"
            />
            <Button type="submit" loading={isSubmitting} block>
              Submit Sponsor Application
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
