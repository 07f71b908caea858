import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import type { Battler } from '../catalogue';
import { BattlerPhoto } from './BattlerPhoto';
import { useDeleteProfileImageMutation, useUploadProfileImageMutation } from './claimsApi';
import { ownerImageProblem } from './imageChecks';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  ${({ theme }) => theme.media.mobile} { flex-direction: column; text-align: center; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; ${({ theme }) => theme.media.mobile} { justify-content: center; } }
  p { margin: 0.6rem 0 0; font-size: 0.8rem; color: ${({ theme }) => theme.colors.subtle}; }
`;

/** The owner's profile photo with upload and remove. */
export function OwnerPhoto({ battler }: { battler: Pick<Battler, 'id' | 'name' | 'profileImageUrl'> }) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadProfileImageMutation();
  const [remove, { isLoading: removing }] = useDeleteProfileImageMutation();

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = ownerImageProblem(file, 'Profile picture');
    if (problem) return toast(problem);
    try {
      await upload({ battlerId: battler.id, file }).unwrap();
      toast({ title: 'Profile Picture Updated', description: 'Your new photo is live.' });
    } catch (err) {
      toast({ title: 'Upload Failed', description: errorMessage(err, 'Failed to upload profile picture'), variant: 'destructive' });
    }
  };

  const del = async () => {
    try {
      await remove(battler.id).unwrap();
      toast({ title: 'Profile Picture Removed', description: 'Your photo has been removed.' });
    } catch (err) {
      toast({ title: 'Delete Failed', description: errorMessage(err, 'Failed to remove profile picture'), variant: 'destructive' });
    }
  };

  return (
    <Wrap>
      <BattlerPhoto name={battler.name} url={battler.profileImageUrl} size={112} alt={`${battler.name} profile photo`} />
      <div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <div className="buttons">
          <Button variant="secondary" size="sm" loading={uploading} disabled={removing} onClick={() => input.current?.click()}>
            {battler.profileImageUrl ? 'Change Photo' : 'Upload Photo'}
          </Button>
          {battler.profileImageUrl && (
            <Button variant="ghost" size="sm" loading={removing} disabled={uploading} onClick={del}>
              Remove Photo
            </Button>
          )}
        </div>
        <p>PNG, JPG or GIF, smaller than 5MB.</p>
      </div>
    </Wrap>
  );
}
