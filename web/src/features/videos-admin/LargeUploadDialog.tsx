import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { useToast } from '../../components/Toast';
import type { LeagueEvent } from '../catalogue';
import { FormAlert } from '../../components/formControls';
import { ThumbnailField, type ThumbnailValue } from '../../components/image-upload/ThumbnailField';
import { LargeUploadProgress, rememberedFor, useLargeUpload, type LargeUploadOutcome, type ResumeRecord } from '../large-upload';
import { VideoFilePicker } from './VideoFilePicker';
import { cleanVideo, EMPTY_VIDEO, sameBattlers, VideoFormFields, videoLimitsSchema, type VideoFormValues } from './VideoFormFields';

export const MISSING_INFORMATION = 'Missing Information - Please fill in all required fields and select a video file.';
export const INTERRUPTED = 'Upload was interrupted. This may be due to network issues or server processing delays.';
export const RESUME_OFFER = 'This file was partly uploaded before. Resume to send only the rest.';
export const RESUME_GONE = 'The server no longer has the earlier part of this upload. Start it again.';
/** Manual completion is offered after this long in the processing state (admin §9). */
export const MANUAL_COMPLETE_MS = 45_000;

const ResumeOffer = styled.div.attrs({ role: 'status' })`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
  margin: 0 0 1rem;
  font-size: 0.9rem;
`;

const NO_THUMBNAIL: ThumbnailValue = { file: null, removed: false };

/** True once the upload has been in the processing state for 45 s (admin §9), wherever it was started. */
function useCanComplete(processingSince: number | null): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    if (processingSince === null) return;
    const timer = setTimeout(() => setCan(true), Math.max(0, processingSince + MANUAL_COMPLETE_MS - Date.now()));
    return () => {
      clearTimeout(timer);
      setCan(false);
    };
  }, [processingSince]);
  return can;
}


/**
 * 'Large Video Upload': chunked or optimized (admin §2, §7), with its progress panel. The
 * upload runs in `largeUploads`, so hiding the dialog (Escape, the close button, 'Hide')
 * leaves it sending; opening the dialog again shows it. A file picked again after a
 * reload that matches the remembered unfinished upload is offered 'Resume upload'.
 */
export function LargeUploadDialog({ open, events, onClose }: { open: boolean; events: LeagueEvent[]; onClose: () => void }) {
  const { toast } = useToast();
  const upload = useLargeUpload();
  const [video, setVideo] = useState<File | null>(null);
  const [thumb, setThumb] = useState<ThumbnailValue>(NO_THUMBNAIL);
  const [cropping, setCropping] = useState(false);
  const [missing, setMissing] = useState(false);
  const [resumable, setResumable] = useState<ResumeRecord | null>(null);
  const [formKey, setFormKey] = useState(0);
  // 'Resume upload' submits the form as Start does (its limits checked first), with the earlier upload's id
  const resumeId = useRef<string | undefined>(undefined);
  const { state, job, completionIssue } = upload;
  const busy = state.phase !== 'idle';
  const canComplete = useCanComplete(upload.processingSince);
  // while an upload runs, the dialog shows what it was started with (also when opened later)
  const shownVideo = job?.file ?? video;
  const shownThumb = busy && job ? { file: job.thumbnail, removed: false } : thumb;

  const clear = () => {
    setVideo(null);
    setThumb(NO_THUMBNAIL);
    setMissing(false);
    setResumable(null);
    setFormKey((k) => k + 1);
  };

  const close = () => {
    if (busy) upload.reset();
    clear();
    onClose();
  };

  const pickVideo = (file: File, setValues: (v: VideoFormValues) => unknown) => {
    setVideo(file);
    const remembered = rememberedFor(file);
    setResumable(remembered);
    // the remembered details come back with the file; the admin may still correct them
    if (remembered) setValues({ ...EMPTY_VIDEO, ...remembered.fields });
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

  // a dialog that was hidden (or unmounted) meanwhile still reports: the toasts live at the root
  const report = (outcome: LargeUploadOutcome) => {
    switch (outcome.kind) {
      case 'success':
        return succeed(outcome.thumbnailSaved);
      case 'failed':
        return toast({ title: 'Upload Failed', description: outcome.message ?? 'There was an error uploading your video.', variant: 'destructive' });
      case 'interrupted':
        // the server keeps what arrived: the same file can go on from there
        if (video) setResumable(rememberedFor(video));
        return toast({ title: 'Upload Failed', description: INTERRUPTED, variant: 'destructive' });
      case 'completion-failed':
        return toast({
          title: 'Upload Completion Issue',
          description: 'The upload may still have worked. Check the video list before uploading again, or retry completing it.',
          variant: 'destructive',
        });
      case 'stopped':
        return toast({ title: 'Upload Progress Stopped', description: 'Your session has ended. Sign in again, then check the video list.', variant: 'destructive' });
      case 'gone':
        setResumable(null);
        return toast({ title: 'Cannot Resume', description: RESUME_GONE, variant: 'destructive' });
      case 'cancelled':
        return undefined;
    }
  };

  const send = async (values: VideoFormValues, resumeId?: string) => {
    const fields = cleanVideo(values);
    if (!video || !fields.title || !fields.eventId || !fields.battlerAName || !fields.battlerBName) {
      setMissing(true);
      toast({ title: 'Missing Information', description: 'Please fill in all required fields and select a video file.', variant: 'destructive' });
      return;
    }
    setMissing(false);
    // shown under the names already; nothing is sent that the server would refuse after the upload
    if (sameBattlers(fields)) return;
    report(await upload.start(fields, video, thumb.file, resumeId));
  };

  const retry = async () => report(await upload.retryComplete());

  const completeByHand = () => {
    upload.reset();
    succeed();
  };

  return (
    <Dialog open={open} onClose={cropping ? () => undefined : busy ? onClose : close} title="Large Video Upload">
      {open && (
        <Formik<VideoFormValues>
          key={formKey}
          initialValues={job ? { ...EMPTY_VIDEO, ...job.fields } : EMPTY_VIDEO}
          validationSchema={videoLimitsSchema}
          onSubmit={(v) => send(v, resumeId.current)}
        >
          {({ isSubmitting, setValues, submitForm }) => (
            <Form noValidate aria-label="Large video upload">
              {missing && <FormAlert>{MISSING_INFORMATION}</FormAlert>}
              <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <VideoFormFields events={events} />
                <VideoFilePicker id="large-upload-file" file={shownVideo} onPick={(file) => pickVideo(file, setValues)} />
                <ThumbnailField value={shownThumb} onChange={setThumb} cropTitle="Position Video Thumbnail" onCroppingChange={setCropping} />
              </fieldset>
              {resumable && !busy && (
                <ResumeOffer>
                  <span>{RESUME_OFFER}</span>
                  <Button
                    size="sm"
                    onClick={() => {
                      resumeId.current = resumable.uploadId;
                      void submitForm().finally(() => {
                        resumeId.current = undefined;
                      });
                    }}
                  >
                    Resume upload
                  </Button>
                </ResumeOffer>
              )}
              {busy && <LargeUploadProgress state={state} canComplete={canComplete} onComplete={completeByHand} />}
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
                {busy && (
                  <Button variant="secondary" onClick={onClose}>
                    Hide
                  </Button>
                )}
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
