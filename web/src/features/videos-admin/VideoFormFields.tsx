import { useFormikContext } from 'formik';
import * as yup from 'yup';
import { BATTLER_NAME_MAX } from '../../../../domain/battler/limits';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '../../../../domain/video/limits';
import { SelectField, TextField } from '../../components/Field';
import type { LeagueEvent } from '../catalogue';
import { BattlerNameInput } from './BattlerNameInput';
import type { VideoFields } from './videosAdminApi';
import { CheckboxField, FormAlert } from '../../components/formControls';
import { TextAreaField } from '../../components/TextAreaField';

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

export const TITLE_TOO_LONG = `Title must be at most ${VIDEO_TITLE_MAX} characters`;

/**
 * The server's length limits on a video's texts (api/features/catalogue/schemas.ts), as the three
 * dialogs check them: the title and the battler names as sent (trimmed), the description as typed.
 * The upload and edit dialogs add their own required messages to the title.
 */
export const videoLimits = {
  title: yup.string().trim().max(VIDEO_TITLE_MAX, TITLE_TOO_LONG),
  description: yup.string().max(VIDEO_DESCRIPTION_MAX, `Description must be at most ${VIDEO_DESCRIPTION_MAX} characters`),
  battlerAName: yup.string().trim().max(BATTLER_NAME_MAX, `Battler A name must be at most ${BATTLER_NAME_MAX} characters`),
  battlerBName: yup.string().trim().max(BATTLER_NAME_MAX, `Battler B name must be at most ${BATTLER_NAME_MAX} characters`),
};
export const videoLimitsSchema = yup.object(videoLimits);

/** The server refuses one battler on both sides (by name, any case): said here, before a file is sent. */
export const SAME_BATTLERS_MESSAGE = 'Battler A and battler B must be different';
export function sameBattlers(v: Pick<VideoFormValues, 'battlerAName' | 'battlerBName'>): boolean {
  const a = v.battlerAName.trim().toLowerCase();
  return a !== '' && a === v.battlerBName.trim().toLowerCase();
}

/**
 * The fields the three dialogs share (inside their Formik). A too long text is said at its field;
 * a missing title there too with `titleError` (the upload dialogs say it above the form).
 */
export function VideoFormFields({ events, titleError }: { events: LeagueEvent[]; titleError?: boolean }) {
  const { values, errors, touched, submitCount, getFieldProps, setFieldValue } = useFormikContext<VideoFormValues>();
  const shown = (name: 'title' | 'description' | 'battlerAName' | 'battlerBName') =>
    touched[name] || submitCount > 0 ? errors[name] : undefined;
  const titleMessage = shown('title');
  return (
    <>
      <TextField
        label="Video title"
        maxLength={VIDEO_TITLE_MAX}
        {...getFieldProps('title')}
        error={titleError || titleMessage === TITLE_TOO_LONG ? titleMessage : undefined}
      />
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
        maxLength={BATTLER_NAME_MAX}
        error={shown('battlerAName')}
      />
      <BattlerNameInput
        label="Battler B name"
        name="battlerBName"
        value={values.battlerBName}
        onChange={(v) => setFieldValue('battlerBName', v)}
        maxLength={BATTLER_NAME_MAX}
        error={shown('battlerBName')}
      />
      {sameBattlers(values) && <FormAlert>{SAME_BATTLERS_MESSAGE}</FormAlert>}
      <TextAreaField
        label="Description"
        {...getFieldProps('description')}
        value={values.description}
        maxLength={VIDEO_DESCRIPTION_MAX}
        error={shown('description')}
      />
      <CheckboxField label="Main event" {...getFieldProps({ name: 'isMainEvent', type: 'checkbox' })} />
      <CheckboxField label="Require login to watch (members only)" {...getFieldProps({ name: 'requiresAuth', type: 'checkbox' })} />
    </>
  );
}
