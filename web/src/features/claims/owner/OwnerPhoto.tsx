import styled from 'styled-components';
import { Button } from '../../../components/Button';
import type { Battler } from '../../catalogue';
import { BattlerPhoto } from '../../../components/BattlerPhoto';
import { useDeleteProfileImageMutation, useUploadProfileImageMutation } from './ownerApi';
import { type OwnerImageTexts, useOwnerImage } from './useOwnerImage';
import { IMAGE_ACCEPT } from '../../../lib/upload';

const PHOTO_TEXTS: OwnerImageTexts = {
  label: 'Profile picture',
  updated: { title: 'Profile Picture Updated', description: 'Your new photo is live.' },
  removed: { title: 'Profile Picture Removed', description: 'Your photo has been removed.' },
  uploadFailed: 'Failed to upload profile picture',
  removeFailed: 'Failed to remove profile picture',
};

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
  const [upload, { isLoading: uploading }] = useUploadProfileImageMutation();
  const [remove, { isLoading: removing }] = useDeleteProfileImageMutation();
  const { input, pick, del } = useOwnerImage(battler.id, upload, remove, PHOTO_TEXTS);

  return (
    <Wrap>
      <BattlerPhoto name={battler.name} url={battler.profileImageUrl} size={112} alt={`${battler.name} profile photo`} />
      <div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
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
