import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Label } from '../../../components/Field';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import type { LeagueEvent, Video } from '../types';
import { toFormData } from './catalogueAdminApi';
import { FormActions, FormAlert } from './formControls';
import { isVideoFile } from './imageChecks';
import { ThumbnailField, type ThumbnailValue } from './ThumbnailField';
import { UploadProgress } from './UploadProgress';
import { useCatalogueUpload } from './useCatalogueUpload';
import { cleanVideo, EMPTY_VIDEO, sameBattlers, VideoFormFields, videoLimits, type VideoFormValues } from './VideoFormFields';

export const REQUIRED_MESSAGE = 'Video title and event are required';

export const videoUploadSchema = yup.object({
  ...videoLimits,
  title: videoLimits.title.required(REQUIRED_MESSAGE),
  eventId: yup.string().required(REQUIRED_MESSAGE),
});

const FileRow = styled.div`
  margin-bottom: 1rem;
  .pick { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
  .name { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const NO_THUMBNAIL: ThumbnailValue = { file: null, removed: false };

/** 'Upload Video': the small (single request) upload with its progress. */
export function VideoUploadDialog({ open, events, onClose }: { open: boolean; events: LeagueEvent[]; onClose: () => void }) {
  const { toast } = useToast();
  const { progress, send } = useCatalogueUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [thumb, setThumb] = useState<ThumbnailValue>(NO_THUMBNAIL);
  const [cropping, setCropping] = useState(false);
  const uploading = progress !== null;

  const close = () => {
    setVideo(null);
    setThumb(NO_THUMBNAIL);
    onClose();
  };

  const pickVideo = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!isVideoFile(file)) {
      toast({ title: 'Invalid File', description: 'Please select a video file', variant: 'destructive' });
      return;
    }
    setVideo(file);
  };

  const submit = async (values: VideoFormValues) => {
    if (!video) return;
    const fields = cleanVideo(values);
    try {
      await send<Video>('/api/admin/videos', toFormData({ ...fields }, { thumbnail: thumb.file, video }));
      toast({ title: 'Upload Complete', description: 'Your video has been uploaded successfully!' });
      close();
    } catch (err) {
      toast({ title: 'Upload Failed', description: errorMessage(err, 'There was an error uploading your video.'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onClose={cropping || uploading ? () => undefined : close} title="Upload Video">
      {open && (
        <Formik<VideoFormValues> initialValues={EMPTY_VIDEO} validationSchema={videoUploadSchema} onSubmit={submit}>
          {({ values, errors, submitCount, isSubmitting }) => {
            const ready = !!values.battlerAName.trim() && !!values.battlerBName.trim() && !sameBattlers(values) && !!video;
            return (
              <Form noValidate aria-label="Upload video">
                {submitCount > 0 && (errors.title === REQUIRED_MESSAGE || errors.eventId) && <FormAlert>{REQUIRED_MESSAGE}</FormAlert>}
                <VideoFormFields events={events} />
                <FileRow>
                  <Label htmlFor="video-upload-file">Video file</Label>
                  <div className="pick">
                    <input
                      ref={fileInput}
                      id="video-upload-file"
                      type="file"
                      accept="video/*"
                      className="sr-only"
                      tabIndex={-1}
                      onChange={(e) => pickVideo(e.target.files?.[0])}
                    />
                    <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()} disabled={isSubmitting}>
                      {video ? 'Change Video' : 'Choose Video'}
                    </Button>
                    <span className="name">{video ? `${video.name} (${mb(video.size)})` : 'No file selected'}</span>
                  </div>
                </FileRow>
                <ThumbnailField value={thumb} onChange={setThumb} cropTitle="Position Video Thumbnail" onCroppingChange={setCropping} />
                {uploading && <UploadProgress percent={progress} />}
                <FormActions busy={isSubmitting} onCancel={close} submitLabel="Upload Video" submitDisabled={!ready} />
              </Form>
            );
          }}
        </Formik>
      )}
    </Dialog>
  );
}
