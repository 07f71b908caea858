import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { Dialog } from '../../components/Dialog';
import { ProgressBar } from '../../components/ProgressBar';
import { useToast } from '../../components/Toast';
import type { LeagueEvent, Video } from '../catalogue';
import { failureMessage } from '../../lib/errors';
import { toFormData, useCatalogueUpload } from '../large-upload';
import { useUpdateVideoMutation } from './videosAdminApi';
import { FormActions } from '../../components/formControls';
import { ThumbnailField, type ThumbnailValue } from '../../components/image-upload/ThumbnailField';
import { cleanVideo, VideoFormFields, videoLimits, type VideoFormValues } from './VideoFormFields';

export const videoEditSchema = yup.object({
  ...videoLimits,
  title: videoLimits.title.required('Title is required'),
});

const NO_THUMBNAIL: ThumbnailValue = { file: null, removed: false };

/** 'Edit Video': the fields, and the thumbnail replaced (cropped) or removed. */
export function VideoEditDialog({ video, events, onClose }: { video: Video | null; events: LeagueEvent[]; onClose: () => void }) {
  const { toast } = useToast();
  const { progress, send } = useCatalogueUpload();
  const [updateVideo] = useUpdateVideoMutation();
  const [thumb, setThumb] = useState<ThumbnailValue>(NO_THUMBNAIL);
  const [cropping, setCropping] = useState(false);

  const close = () => {
    setThumb(NO_THUMBNAIL);
    onClose();
  };

  const submit = async (values: VideoFormValues) => {
    if (!video) return;
    const fields = cleanVideo(values);
    if (thumb.file) {
      try {
        await send<Video>(`/api/admin/videos/${encodeURIComponent(video.id)}`, toFormData({ ...fields }, { thumbnail: thumb.file }), 'PUT');
      } catch (err) {
        return toast({ title: 'Error', description: failureMessage(err, 'Upload failed'), variant: 'destructive' });
      }
    } else {
      try {
        await updateVideo({ id: video.id, body: { ...fields, ...(thumb.removed ? { thumbnailUrl: null } : {}) } }).unwrap();
      } catch (err) {
        return toast({ title: 'Error', description: failureMessage(err, 'Update failed'), variant: 'destructive' });
      }
    }
    toast({ title: 'Video Updated', description: `"${fields.title}" has been updated.` });
    close();
  };

  return (
    <Dialog open={!!video} onClose={cropping ? () => undefined : close} title="Edit Video">
      {video && (
        <Formik<VideoFormValues>
          initialValues={{
            title: video.title,
            description: video.description ?? '',
            eventId: video.eventId,
            battlerAName: video.battlerAName,
            battlerBName: video.battlerBName,
            isMainEvent: video.isMainEvent,
            requiresAuth: video.requiresAuth,
          }}
          validationSchema={videoEditSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Edit video">
              <VideoFormFields events={events} titleError />
              <ThumbnailField
                label="Thumbnail"
                currentUrl={video.thumbnailUrl}
                value={thumb}
                onChange={setThumb}
                cropTitle="Position Video Thumbnail"
                onCroppingChange={setCropping}
              />
              {progress !== null && <ProgressBar value={progress} label="Uploading thumbnail" />}
              <FormActions busy={isSubmitting} onCancel={close} submitLabel="Save Changes" />
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
