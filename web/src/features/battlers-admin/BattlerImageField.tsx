import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { errorMessage, failureMessage } from '../../lib/errors';
import type { AdminBattler } from '../catalogue';
import { useDeleteBattlerImageMutation, useUploadBattlerImageMutation } from './battlersAdminApi';
import { isClaimed } from './battlerRules';
import { profileImageProblem } from '../../lib/imageChecks';
import { IMAGE_ACCEPT } from '../../lib/upload';
import { ImageUploadField } from '../../components/image-upload/ImageUploadField';
import { nameInitials } from '../../lib/initials';

export const Avatar = styled.div<{ $size?: number }>`
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 800;
  font-size: ${({ $size = 40 }) => Math.round($size * 0.38)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export function BattlerAvatar({ battler, size }: { battler: Pick<AdminBattler, 'name' | 'profileImageUrl'>; size?: number }) {
  return (
    <Avatar $size={size}>
      {battler.profileImageUrl ? <img src={battler.profileImageUrl} alt={`${battler.name} photo`} /> : <span aria-hidden="true">{nameInitials(battler.name)}</span>}
    </Avatar>
  );
}

/**
 * Profile image upload (image, under 5MB) and delete; blocked for claimed battlers. While one
 * is on its way `setBusy` holds the dialog open; while the dialog saves (`saving`) neither starts.
 */
export function BattlerImageField({ battler, saving = false, setBusy }: {
  battler: AdminBattler;
  /** the dialog's save is on its way */
  saving?: boolean;
  /** tells the dialog an upload or delete is on its way */
  setBusy?: (busy: boolean) => void;
}) {
  const { toast } = useToast();
  const [upload, { isLoading: uploading }] = useUploadBattlerImageMutation();
  const [remove, { isLoading: removing }] = useDeleteBattlerImageMutation();
  const claimed = isClaimed(battler);

  const send = async (file: File) => {
    setBusy?.(true);
    try {
      await upload({ id: battler.id, file }).unwrap();
      toast({ title: 'Profile Image Updated', description: `${battler.name}'s photo has been updated.` });
    } catch (err) {
      toast({ title: 'Upload Failed', description: failureMessage(err, 'Upload failed'), variant: 'destructive' });
    } finally {
      setBusy?.(false);
    }
  };

  const del = async () => {
    setBusy?.(true);
    try {
      await remove(battler.id).unwrap();
      toast({ title: 'Profile Image Removed', description: `${battler.name}'s photo has been removed.` });
    } catch (err) {
      toast({ title: 'Delete Failed', description: errorMessage(err, 'Failed to delete profile image'), variant: 'destructive' });
    } finally {
      setBusy?.(false);
    }
  };

  return (
    <ImageUploadField
      preview={<BattlerAvatar battler={battler} size={72} />}
      accept={IMAGE_ACCEPT}
      inputId={`battler-image-${battler.id}`}
      inputLabel="Profile image file"
      inputDisabled={claimed || saving || uploading || removing}
      check={profileImageProblem}
      onFile={send}
      choose={{ label: battler.profileImageUrl ? 'Replace Photo' : 'Upload Photo', loading: uploading, disabled: claimed || saving || removing }}
      actions={
        battler.profileImageUrl && (
          <Button size="sm" variant="ghost" disabled={claimed || saving || uploading} loading={removing} onClick={del}>
            Remove Photo
          </Button>
        )
      }
      note={claimed ? 'Self-managed: the battler controls their own photo.' : 'PNG, JPG or GIF, under 5MB.'}
      status={uploading ? 'Uploading photo...' : removing ? 'Removing photo...' : ''}
    />
  );
}
