import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Label } from '../../../components/Field';
import { useToast } from '../../../components/Toast';
import type { LeagueEvent } from '../types';
import { FormAlert } from './formControls';
import { isVideoFile } from './imageChecks';
import { LargeUploadProgress, formatBytes } from './LargeUploadProgress';
import { ThumbnailField, type ThumbnailValue } from './ThumbnailField';
import { useLargeUpload, type LargeUploadOutcome } from './useLargeUpload';
import { cleanVideo, EMPTY_VIDEO, VideoFormFields, type VideoFormValues } from './VideoFormFields';

export const MISSING_INFORMATION = 'Missing Information - Please fill in all required fields and select a video file.';
export const INTERRUPTED = 'Upload was interrupted. This may be due to network issues or server processing delays.';
/** Manual completion is offered after this long in the processing state (admin §9). */
export const MANUAL_COMPLETE_MS = 45_000;

const FileRow = styled.div`
  margin-bottom: 1rem;
  .pick { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
  .name { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const NO_THUMBNAIL: ThumbnailValue = { file: null, removed: false };

/** 'Large Video Upload': chunked or optimized (admin §2, §7), with its progress panel. */
export function LargeUploadDialog({ open, events, onClose }: { open: boolean; events: LeagueEvent[]; onClose: () => void }) {
  const { toast } = useToast();
  const upload = useLargeUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [thumb, setThumb] = useState<ThumbnailValue>(NO_THUMBNAIL);
  const [cropping, setCropping] = useState(false);
  const [missing, setMissing] = useState(false);
  const [completionIssue, setCompletionIssue] = useState(false);
  const [canComplete, setCanComplete] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const { phase } = upload.state;
  const busy = phase !== 'idle';

  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = setTimeout(() => setCanComplete(true), MANUAL_COMPLETE_MS);
    return () => {
      clearTimeout(timer);
      setCanComplete(false);
    };
  }, [phase]);

  const clear = () => {
    setVideo(null);
    setThumb(NO_THUMBNAIL);
    setMissing(false);
    setCompletionIssue(false);
    setFormKey((k) => k + 1);
  };

  const close = () => {
    if (busy) upload.reset();
    clear();
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

  const succeed = (thumbnailSaved = true) => {
    toast({
      title: 'Upload Complete',
      description: thumbnailSaved
        ? 'Your video has been uploaded successfully!'
        : 'Your video has been uploaded successfully! The thumbnail could not be saved: add it with Edit.',
    });
    clear();
    onClose();
  };

  const report = (outcome: LargeUploadOutcome) => {
    switch (outcome.kind) {
      case 'success':
        return succeed(outcome.thumbnailSaved);
      case 'failed':
        return toast({ title: 'Upload Failed', description: outcome.message ?? 'There was an error uploading your video.', variant: 'destructive' });
      case 'interrupted':
        return toast({ title: 'Upload Failed', description: INTERRUPTED, variant: 'destructive' });
      case 'completion-failed':
        setCompletionIssue(true);
        return toast({
          title: 'Upload Completion Issue',
          description: 'The upload may still have worked. Check the video list before uploading again, or retry completing it.',
          variant: 'destructive',
        });
      case 'stopped':
        return toast({ title: 'Upload Progress Stopped', description: 'Your session has ended. Sign in again, then check the video list.', variant: 'destructive' });
      case 'cancelled':
        return undefined;
    }
  };

  const submit = async (values: VideoFormValues) => {
    const fields = cleanVideo(values);
    if (!video || !fields.title || !fields.eventId || !fields.battlerAName || !fields.battlerBName) {
      setMissing(true);
      toast({ title: 'Missing Information', description: 'Please fill in all required fields and select a video file.', variant: 'destructive' });
      return;
    }
    setMissing(false);
    setCompletionIssue(false);
    report(await upload.start(fields, video, thumb.file));
  };

  const retry = async () => {
    setCompletionIssue(false);
    report(await upload.retryComplete());
  };

  const completeByHand = () => {
    upload.reset();
    succeed();
  };

  return (
    <Dialog open={open} onClose={cropping || busy ? () => undefined : close} title="Large Video Upload">
      {open && (
        <Formik<VideoFormValues> key={formKey} initialValues={EMPTY_VIDEO} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Large video upload">
              {missing && <FormAlert>{MISSING_INFORMATION}</FormAlert>}
              <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <VideoFormFields events={events} />
                <FileRow>
                  <Label htmlFor="large-upload-file">Video file</Label>
                  <div className="pick">
                    <input
                      ref={fileInput}
                      id="large-upload-file"
                      type="file"
                      accept="video/*"
                      className="sr-only"
                      tabIndex={-1}
                      onChange={(e) => pickVideo(e.target.files?.[0])}
                    />
                    <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
                      {video ? 'Change Video' : 'Choose Video'}
                    </Button>
                    <span className="name">{video ? `${video.name} (${formatBytes(video.size)})` : 'No file selected'}</span>
                  </div>
                </FileRow>
                <ThumbnailField value={thumb} onChange={setThumb} cropTitle="Position Video Thumbnail" onCroppingChange={setCropping} />
              </fieldset>
              {busy && <LargeUploadProgress state={upload.state} canComplete={canComplete} onComplete={completeByHand} />}
              {completionIssue && (
                <FormAlert>
                  Upload Completion Issue: the upload may still have worked. Check the video list, or{' '}
                  <Button size="sm" variant="secondary" onClick={retry}>
                    Retry Completion
                  </Button>
                </FormAlert>
              )}
              <DialogActions>
                <Button variant="secondary" onClick={close}>
                  {busy ? 'Cancel Upload' : 'Cancel'}
                </Button>
                <Button type="submit" loading={isSubmitting || busy}>
                  Start Optimized Upload
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
