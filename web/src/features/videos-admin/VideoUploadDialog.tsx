import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ConfirmText } from '../../components/panelParts';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import type { LeagueEvent, Video } from '../catalogue';
import { isCancelled, toFormData, UploadProgress, useCatalogueUpload } from '../large-upload';
import { FormAlert } from '../../components/formControls';
import { ThumbnailField, type ThumbnailValue } from '../../components/image-upload/ThumbnailField';
import { VideoFilePicker } from './VideoFilePicker';
import { cleanVideo, EMPTY_VIDEO, sameBattlers, VideoFormFields, videoLimits, type VideoFormValues } from './VideoFormFields';

export const REQUIRED_MESSAGE = 'Video title and event are required';
export const CANCELLED_NOTE = 'Upload cancelled. Nothing was saved.';

export const videoUploadSchema = yup.object({
  ...videoLimits,
  title: videoLimits.title.required(REQUIRED_MESSAGE),
  eventId: yup.string().required(REQUIRED_MESSAGE),
});

/** Holds every field still while the file is sent: `disabled` reaches all the controls inside. */
const Locked = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0 0 0.9rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const NO_THUMBNAIL: ThumbnailValue = { file: null, removed: false };

/**
 * 'Upload Video': the small (single request) upload with its progress, speed and time left.
 * While the file is sent the fields are held and 'Cancel Upload' stops it, back to the form
 * as it was; closing asks first, and stops it. Once every byte is sent the server is saving
 * it, which stopping the request would not undo: the dialog then waits for the answer.
 */
export function VideoUploadDialog({ open, events, onClose }: { open: boolean; events: LeagueEvent[]; onClose: () => void }) {
  const { toast } = useToast();
  const { transfer, send, cancel } = useCatalogueUpload();
  const [video, setVideo] = useState<File | null>(null);
  const [thumb, setThumb] = useState<ThumbnailValue>(NO_THUMBNAIL);
  const [cropping, setCropping] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const uploading = transfer !== null;
  const processing = uploading && transfer.percent >= 100;

  const close = () => {
    cancel();
    setVideo(null);
    setThumb(NO_THUMBNAIL);
    setCancelled(false);
    setAskingToClose(false);
    onClose();
  };

  // Escape, the close button and the backdrop
  const requestClose = () => {
    if (cropping) return;
    if (uploading) setAskingToClose(true);
    else close();
  };

  const cancelUpload = () => {
    cancel();
    setCancelled(true);
  };

  const submit = async (values: VideoFormValues) => {
    if (!video) return;
    setCancelled(false);
    const fields = cleanVideo(values);
    try {
      await send<Video>('/api/admin/videos', toFormData({ ...fields }, { thumbnail: thumb.file, video }));
      toast({ title: 'Upload Complete', description: 'Your video has been uploaded successfully!' });
      close();
    } catch (err) {
      // stopped on purpose: the note (or the closed dialog) already says so
      if (isCancelled(err)) return;
      toast({ title: 'Upload Failed', description: errorMessage(err, 'There was an error uploading your video.'), variant: 'destructive' });
    } finally {
      setAskingToClose(false);
    }
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} busy={processing} title="Upload Video">
        {open && (
          <Formik<VideoFormValues> initialValues={EMPTY_VIDEO} validationSchema={videoUploadSchema} onSubmit={submit}>
            {({ values, errors, submitCount, isSubmitting }) => {
              const ready = !!values.battlerAName.trim() && !!values.battlerBName.trim() && !sameBattlers(values) && !!video;
              return (
                <Form noValidate aria-label="Upload video">
                  {submitCount > 0 && (errors.title === REQUIRED_MESSAGE || errors.eventId) && <FormAlert>{REQUIRED_MESSAGE}</FormAlert>}
                  <Locked disabled={uploading}>
                    <VideoFormFields events={events} />
                    <VideoFilePicker id="video-upload-file" file={video} onPick={setVideo} />
                    <ThumbnailField value={thumb} onChange={setThumb} cropTitle="Position Video Thumbnail" onCroppingChange={setCropping} />
                  </Locked>
                  {uploading && <UploadProgress transfer={transfer} />}
                  {/* by the buttons, where the progress was: in view on a phone */}
                  <div role="status">{cancelled && !uploading && <Note>{CANCELLED_NOTE}</Note>}</div>
                  <DialogActions>
                    {/* one button in both states, so focus stays on it when the upload is cancelled */}
                    <Button variant="secondary" onClick={uploading ? cancelUpload : close} aria-disabled={processing || undefined}>
                      {uploading ? 'Cancel Upload' : 'Cancel'}
                    </Button>
                    <Button type="submit" loading={isSubmitting} disabled={!ready}>
                      {uploading ? 'Uploading...' : 'Upload Video'}
                    </Button>
                  </DialogActions>
                </Form>
              );
            }}
          </Formik>
        )}
      </Dialog>
      <Dialog role="alertdialog" open={askingToClose && uploading && !processing} onClose={() => setAskingToClose(false)} title="Stop the upload?">
        <ConfirmText>The video has not been sent in full. Closing stops the upload and nothing is saved.</ConfirmText>
        <DialogActions>
          <Button variant="secondary" onClick={() => setAskingToClose(false)}>
            Keep Uploading
          </Button>
          <Button variant="danger" onClick={close}>
            Stop Upload
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
