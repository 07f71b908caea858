import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { SPONSOR_DESCRIPTION_MAX } from '../../../../../domain/sponsorship/limits';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { FormikField } from '../../../components/FormikField';
import { ImageUploadField } from '../../../components/image-upload/ImageUploadField';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { isWebAddress, logoProblem } from './logoChecks';
import { SponsorLogo } from './SponsorLogo';
import { FormikTextArea } from '../../../components/FormikTextArea';
import { useUpdateSponsorMutation, useUploadSponsorLogoMutation, type AdminSponsorWire, type SponsorPatchBody } from './sponsorsAdminApi';
import { IMAGE_ACCEPT } from '../../../lib/upload';

const WEB_ADDRESS = 'Please enter a web address starting with http:// or https://';

const schema = yup.object({
  websiteUrl: yup.string().test('web', WEB_ADDRESS, (v) => isWebAddress(v ?? '')),
  videoUrl: yup.string().test('web', WEB_ADDRESS, (v) => isWebAddress(v ?? '')),
  description: yup.string().max(SPONSOR_DESCRIPTION_MAX, `Description must be at most ${SPONSOR_DESCRIPTION_MAX} characters`),
});

interface Values {
  websiteUrl: string;
  videoUrl: string;
  description: string;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

const logoFileProblem = (file: File) => {
  const problem = logoProblem(file);
  return problem ? { title: 'Invalid File', description: problem } : null;
};

/**
 * 'Customize Sponsor': logo (uploaded at once; a removal is saved with the rest), website,
 * video and description. A refused save (a 409 when the logo was changed meanwhile) shows
 * the server's message and keeps the dialog open.
 */
export function CustomizeSponsorDialog({ sponsor, onClose }: { sponsor: AdminSponsorWire | null; onClose: () => void }) {
  // while the save or the logo's upload is on its way the dialog stays: Escape, × and Cancel
  // wait for the answer, and Save waits for the logo
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog
      open={!!sponsor}
      onClose={onClose}
      busy={saving || uploading}
      title="Customize Sponsor"
      description={sponsor?.companyName}
      // the hidden file input comes first; start on the first field one can type in
      initialFocus='input[name="websiteUrl"]'
    >
      {/* keyed, so a second sponsor starts from its own values */}
      {sponsor && <CustomizeForm key={sponsor.id} sponsor={sponsor} onClose={onClose} setSaving={setSaving} setUploading={setUploading} />}
    </Dialog>
  );
}

function CustomizeForm({ sponsor, onClose, setSaving, setUploading }: {
  sponsor: AdminSponsorWire;
  onClose: () => void;
  /** tells the dialog a save is on its way */
  setSaving: (saving: boolean) => void;
  /** tells the dialog the logo's upload is on its way */
  setUploading: (uploading: boolean) => void;
}) {
  const { toast } = useToast();
  const [logoUrl, setLogoUrl] = useState<string | null>(sponsor.logoUrl);
  // whether the admin uploaded or removed a logo here: only then does Save send it. The
  // address shown when the dialog opened may be stale (another tab's upload replaced it and
  // deleted its file); sending it back would point the sponsor at the deleted file.
  const [logoChanged, setLogoChanged] = useState(false);
  const [upload, { isLoading: uploading }] = useUploadSponsorLogoMutation();
  const [update] = useUpdateSponsorMutation();

  const send = async (file: File) => {
    setUploading(true);
    try {
      const res = await upload({ id: sponsor.id, file }).unwrap();
      setLogoUrl(res.logoUrl);
      setLogoChanged(true);
      toast({ title: 'Logo Uploaded', description: 'The sponsors page shows it now.' });
    } catch {
      toast({ title: 'Upload Failed', description: 'Upload failed. Please try again.', variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  const removeLogo = () => {
    setLogoUrl(null);
    setLogoChanged(true);
  };

  const save = async (values: Values) => {
    const body: SponsorPatchBody = {
      // left out, the server keeps the sponsor's current logo
      ...(logoChanged ? { logoUrl } : {}),
      websiteUrl: blankToNull(values.websiteUrl),
      videoUrl: blankToNull(values.videoUrl),
      description: blankToNull(values.description),
    };
    setSaving(true);
    try {
      await update({ id: sponsor.id, body }).unwrap();
      toast({ title: 'Sponsor Updated', description: `${sponsor.companyName} has been updated.` });
      onClose();
    } catch (err) {
      toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update sponsor'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const initial: Values = {
    websiteUrl: sponsor.websiteUrl ?? '',
    videoUrl: sponsor.videoUrl ?? '',
    description: sponsor.description ?? '',
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={save}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <ImageUploadField
            label="Logo"
            preview={<SponsorLogo name={sponsor.companyName} url={logoUrl} size={88} alt={`${sponsor.companyName} logo preview`} />}
            accept={IMAGE_ACCEPT}
            inputLabel="Logo file"
            inputDisabled={uploading || isSubmitting}
            check={logoFileProblem}
            onFile={send}
            choose={{ label: logoUrl ? 'Replace Logo' : 'Upload Logo', loading: uploading, disabled: isSubmitting }}
            actions={
              logoUrl && (
                <Button size="sm" variant="ghost" disabled={uploading || isSubmitting} onClick={removeLogo}>
                  Remove Logo
                </Button>
              )
            }
            note="An image, under 5MB."
            noteTone="subtle"
            status={uploading ? 'Uploading logo...' : ''}
          />
          <FormikField name="websiteUrl" label="Website URL" type="url" placeholder="https://example.com" autoComplete="off" />
          <FormikField name="videoUrl" label="Video URL" type="url" placeholder="https://youtube.com/..." autoComplete="off" />
          <FormikTextArea
            name="description"
            label="Description"
            maxLength={SPONSOR_DESCRIPTION_MAX}
            hint="Shown on the sponsors page in place of the application message."
          />
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting || uploading}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={uploading}>
              Save Changes
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
