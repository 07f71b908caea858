import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../lib/hooks';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ImageUploadField } from '../../../components/image-upload/ImageUploadField';
import { Card } from '../../../components/layout';
import { LoadFailed } from '../../../components/panelParts';
import { ProgressBar } from '../../../components/ProgressBar';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { isImageFile, LOGO_ACCEPT, MAX_IMAGE_BYTES, uploadWithProgress } from '../../../lib/upload';
import { SiteLogo } from '../SiteLogo';
import { setSiteLogo, useDeleteLogoMutation, useSiteLogo, type SystemSetting } from '../settingsApi';
import { useObjectUrl } from '../../../lib/useObjectUrl';

const Preview = styled.div`
  width: 180px;
  height: 180px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: repeating-conic-gradient(#17171c 0% 25%, #1f1f26 0% 50%) 50% / 20px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  img { max-width: 150px; max-height: 150px; object-fit: contain; }
`;

// the delete confirmation's buttons, spaced as the field's
const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;

const Guide = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.88rem;
`;

/** The site logo may also be an SVG; otherwise the thumbnails' rule. */
function logoFileProblem(file: File) {
  if (!isImageFile(file, { svg: true })) return { title: 'Invalid File', description: 'Please select an image file' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File Too Large', description: 'Please select an image smaller than 5MB' };
  return null;
}

export function LogoUploadCard() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const { data: logo, isError, error, refetch } = useSiteLogo();
  const [deleteLogo, { isLoading: deleting }] = useDeleteLogoMutation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const preview = useObjectUrl(file);

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('logo', file);
    setProgress(0);
    try {
      const saved = await uploadWithProgress<SystemSetting>('/api/admin/system-settings/logo', form, setProgress);
      dispatch(setSiteLogo(saved?.value ? saved : null));
      setFile(null);
      toast({ title: 'Logo uploaded successfully' });
    } catch (err) {
      toast({ title: 'Failed to upload logo', description: errorMessage(err, ''), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    try {
      await deleteLogo().unwrap();
      toast({ title: 'Logo deleted successfully' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete logo'), variant: 'destructive' });
    }
  };

  // 404 reads as "not set" (data null: the built-in badge, rightly); any other failure leaves the
  // stored logo unknown: not the badge, and no Delete Logo hidden as if there were none to delete
  if (isError) {
    return (
      <Card>
        <h2>Site Logo</h2>
        <LoadFailed what="the site logo setting" message={error?.message} onRetry={refetch} />
      </Card>
    );
  }

  return (
    <Card>
      <h2>Site Logo</h2>
      <ImageUploadField
        layout="card"
        preview={
          <Preview aria-label="Logo preview">
            {preview ? <img src={preview} alt="Selected logo preview" /> : <SiteLogo size="lg" animation="none" />}
          </Preview>
        }
        before={
          <p style={{ margin: 0 }}>
            {file ? (
              <>
                Selected: <strong>{file.name}</strong>
              </>
            ) : logo?.value ? (
              'A custom logo is live across the site.'
            ) : (
              'The built-in UBR badge is in use.'
            )}
          </p>
        }
        accept={LOGO_ACCEPT}
        inputId="logo-file"
        inputLabel="Logo image file"
        check={logoFileProblem}
        onFile={setFile}
        choose={{ label: 'Choose Image', disabled: progress !== null }}
        actions={
          <>
            {file && (
              <>
                <Button onClick={upload} loading={progress !== null}>
                  Upload Logo
                </Button>
                <Button variant="ghost" onClick={() => setFile(null)} disabled={progress !== null}>
                  Cancel
                </Button>
              </>
            )}
            {!file && logo?.value && (
              <Button variant="danger" onClick={() => setConfirming(true)} loading={deleting}>
                Delete Logo
              </Button>
            )}
          </>
        }
      >
        {progress !== null && <ProgressBar value={progress} label="Uploading logo" />}
        <Guide>
          <li>PNG, JPG or SVG</li>
          <li>5MB max</li>
          <li>At least 200x200px, square works best</li>
        </Guide>
      </ImageUploadField>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete the site logo?"
        description="The built-in UBR badge will be shown instead."
      >
        <ConfirmActions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove}>
            Delete
          </Button>
        </ConfirmActions>
      </Dialog>
    </Card>
  );
}
