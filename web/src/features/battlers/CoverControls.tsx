import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useDeleteCoverImageMutation, useUploadCoverImageMutation } from './claimsApi';
import { ownerImageProblem } from './imageChecks';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

/** The owner's cover buttons (public §2: only the claimed owner sees them). */
export function CoverControls({ battlerId, hasCover }: { battlerId: string; hasCover: boolean }) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadCoverImageMutation();
  const [remove, { isLoading: removing }] = useDeleteCoverImageMutation();

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = ownerImageProblem(file, 'Cover image');
    if (problem) return toast(problem);
    try {
      await upload({ battlerId, file }).unwrap();
      toast({ title: 'Cover Image Updated', description: 'Your new cover image is live.' });
    } catch (err) {
      toast({ title: 'Upload Failed', description: errorMessage(err, 'Failed to upload cover image'), variant: 'destructive' });
    }
  };

  const del = async () => {
    try {
      await remove(battlerId).unwrap();
      toast({ title: 'Cover Image Removed', description: 'Your cover image has been removed.' });
    } catch (err) {
      toast({ title: 'Delete Failed', description: errorMessage(err, 'Failed to remove cover image'), variant: 'destructive' });
    }
  };

  return (
    <Row role="group" aria-label="Cover image">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/*"
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
