import { useFormikContext } from 'formik';
import { SelectField, TextField } from '../../../components/Field';
import type { LeagueEvent } from '../types';
import { BattlerNameInput } from './BattlerNameInput';
import type { VideoFields } from './catalogueAdminApi';
import { CheckboxField, FormAlert, TextAreaField } from './formControls';

export type VideoFormValues = VideoFields;

export const EMPTY_VIDEO: VideoFormValues = {
  title: '',
  description: '',
  eventId: '',
  battlerAName: '',
  battlerBName: '',
  isMainEvent: false,
  requiresAuth: false,
};

/** Trimmed values, as sent to the server. */
export function cleanVideo(v: VideoFormValues): VideoFields {
  return {
    ...v,
    title: v.title.trim(),
    battlerAName: v.battlerAName.trim(),
    battlerBName: v.battlerBName.trim(),
  };
}

/** The server refuses one battler on both sides (by name, any case): said here, before a file is sent. */
export const SAME_BATTLERS_MESSAGE = 'Battler A and battler B must be different';
export function sameBattlers(v: Pick<VideoFormValues, 'battlerAName' | 'battlerBName'>): boolean {
  const a = v.battlerAName.trim().toLowerCase();
  return a !== '' && a === v.battlerBName.trim().toLowerCase();
}

/** The fields the upload and edit dialogs share (inside their Formik). */
export function VideoFormFields({ events, titleError }: { events: LeagueEvent[]; titleError?: boolean }) {
  const { values, errors, touched, submitCount, getFieldProps, setFieldValue } = useFormikContext<VideoFormValues>();
  const showTitleError = titleError && (touched.title || submitCount > 0) ? errors.title : undefined;
  return (
    <>
      <TextField label="Video title" maxLength={255} {...getFieldProps('title')} error={showTitleError} />
      <SelectField label="Event" {...getFieldProps('eventId')}>
        <option value="">Select an event</option>
        {values.eventId && !events.some((e) => e.id === values.eventId) && <option value={values.eventId}>Unknown Event</option>}
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </SelectField>
      <BattlerNameInput
        label="Battler A name"
        name="battlerAName"
        value={values.battlerAName}
        onChange={(v) => setFieldValue('battlerAName', v)}
      />
      <BattlerNameInput
        label="Battler B name"
        name="battlerBName"
        value={values.battlerBName}
        onChange={(v) => setFieldValue('battlerBName', v)}
      />
      {sameBattlers(values) && <FormAlert>{SAME_BATTLERS_MESSAGE}</FormAlert>}
      <TextAreaField label="Description" {...getFieldProps('description')} value={values.description} />
      <CheckboxField label="Main event" {...getFieldProps({ name: 'isMainEvent', type: 'checkbox' })} />
      <CheckboxField label="Require login to watch (members only)" {...getFieldProps({ name: 'requiresAuth', type: 'checkbox' })} />
    </>
  );
}
