import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useDeleteCoverImageMutation, useUploadCoverImageMutation } from './ownerApi';
import { type OwnerImageTexts, useOwnerImage } from './useOwnerImage';
import { IMAGE_ACCEPT } from '../../../lib/upload';

const COVER_TEXTS: OwnerImageTexts = {
  label: 'Cover image',
  updated: { title: 'Cover Image Updated', description: 'Your new cover image is live.' },
  removed: { title: 'Cover Image Removed', description: 'Your cover image has been removed.' },
  uploadFailed: 'Failed to upload cover image',
  removeFailed: 'Failed to remove cover image',
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

export interface CoverControlsProps {
  battlerId: string;
  hasCover: boolean;
}

/** The owner's cover buttons (public §2: only the claimed owner sees them). */
export function CoverControls({ battlerId, hasCover }: CoverControlsProps) {
  const [upload, { isLoading: uploading }] = useUploadCoverImageMutation();
  const [remove, { isLoading: removing }] = useDeleteCoverImageMutation();
  const { input, pick, del } = useOwnerImage(battlerId, upload, remove, COVER_TEXTS);

  return (
    <Row role="group" aria-label="Cover image">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Cover image file"
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <Button size="sm" variant="secondary" loading={uploading} disabled={removing} onClick={() => input.current?.click()}>
        {hasCover ? 'Change Cover' : 'Add Cover'}
      </Button>
      {hasCover && (
        <Button size="sm" variant="secondary" loading={removing} disabled={uploading} onClick={del}>
          Remove Cover
        </Button>
      )}
    </Row>
  );
}
