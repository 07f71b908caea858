import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '../../../../domain/league-event/limits';
import { Dialog } from '../../components/Dialog';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { ProgressBar } from '../../components/ProgressBar';
import { useToast } from '../../components/Toast';
import { errorMessage, failureMessage } from '../../lib/errors';
import type { LeagueEvent } from '../catalogue';
import { toFormData, useCatalogueUpload } from '../large-upload';
import { useUpdateEventMutation } from './eventsAdminApi';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInput';
import { FormActions } from '../../components/formControls';
import { FormikTextArea } from '../../components/FormikTextArea';
import { ThumbnailField, type ThumbnailValue } from '../../components/image-upload/ThumbnailField';

export const eventSchema = yup.object({
  title: yup.string().trim().required('Please enter an event title').max(EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
  description: yup.string().max(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
  eventDate: yup.string(),
});

export interface EventFormValues {
  title: string;
  description: string;
  /** datetime-local value on the league's clock (Arizona time, dateInput.ts), '' for none */
  eventDate: string;
}

const NO_THUMBNAIL: ThumbnailValue = { file: null, removed: false };

/** 'Create New Event' (event = null) or 'Edit Event'. */
export function EventFormDialog({ open, event, onClose }: { open: boolean; event: LeagueEvent | null; onClose: () => void }) {
  const { toast } = useToast();
  const { progress, send } = useCatalogueUpload();
  const [updateEvent] = useUpdateEventMutation();
  const [thumb, setThumb] = useState<ThumbnailValue>(NO_THUMBNAIL);
  const [cropping, setCropping] = useState(false);
  const editing = !!event;

  const close = () => {
    setThumb(NO_THUMBNAIL);
    onClose();
  };

  const submit = async (values: EventFormValues) => {
    const title = values.title.trim();
    const eventDate = fromDateTimeInput(values.eventDate);
    if (!event) {
      try {
        const form = toFormData({ title, description: values.description, eventDate }, { thumbnail: thumb.file });
        await send<LeagueEvent>('/api/admin/events', form);
        toast({ title: 'Event Created', description: `"${title}" has been created.` });
        close();
      } catch (err) {
        toast({ title: 'Error', description: errorMessage(err, 'Failed to create event'), variant: 'destructive' });
      }
      return;
    }
    const url = `/api/admin/events/${encodeURIComponent(event.id)}`;
    if (thumb.file) {
      try {
        // multipart: an empty eventDate means 'no date'
        const form = toFormData({ title, description: values.description, eventDate: eventDate ?? '' }, { thumbnail: thumb.file });
        await send<LeagueEvent>(url, form, 'PUT');
      } catch (err) {
        return toast({ title: 'Error', description: failureMessage(err, 'Upload failed'), variant: 'destructive' });
      }
    } else {
      try {
        const body = { title, description: values.description, eventDate, ...(thumb.removed ? { thumbnailUrl: null } : {}) };
        await updateEvent({ id: event.id, body }).unwrap();
      } catch (err) {
        return toast({ title: 'Error', description: failureMessage(err, 'Update failed'), variant: 'destructive' });
      }
    }
    toast({ title: 'Event Updated', description: `"${title}" has been updated.` });
    close();
  };

  return (
    // not closed while the multipart create or update is sending: it would go on unseen, and the
    // same event could be created a second time from a reopened dialog
    <Dialog open={open} onClose={cropping || progress !== null ? () => undefined : close} title={editing ? 'Edit Event' : 'Create New Event'}>
      {open && (
        <Formik<EventFormValues>
          initialValues={{
            title: event?.title ?? '',
            description: event?.description ?? '',
            eventDate: toDateTimeInput(event?.eventDate),
          }}
          validationSchema={eventSchema}
          onSubmit={submit}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label={editing ? 'Edit event' : 'Create event'}>
              <FocusFirstError />
              <FormikField name="title" label="Event title" maxLength={EVENT_TITLE_MAX} placeholder="e.g. Summer Smackdown" />
              <FormikTextArea name="description" label="Description" maxLength={EVENT_DESCRIPTION_MAX} />
              <FormikField name="eventDate" label="Event date (optional)" type="datetime-local" hint="Arizona time (MST, no daylight saving). Leave empty to show TBA." />
              <ThumbnailField
                currentUrl={event?.thumbnailUrl}
                value={thumb}
                onChange={setThumb}
                cropTitle="Position Event Thumbnail"
                onCroppingChange={setCropping}
              />
              {progress !== null && thumb.file && <ProgressBar value={progress} label="Uploading thumbnail" />}
              <FormActions
                busy={isSubmitting}
                onCancel={close}
                submitLabel={editing ? 'Update Event' : 'Create Event'}
                submitDisabled={editing && !values.title.trim()}
              />
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
