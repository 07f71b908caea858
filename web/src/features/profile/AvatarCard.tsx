import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { Button } from '../../components/Button';
import { Badge, Card } from '../../components/layout';
import { ProgressBar } from '../../components/ProgressBar';
import { useToast } from '../../components/Toast';
import { formatDate } from '../../lib/date';
import { fullName, ROLE_LABELS, type User } from '../../lib/types';
import { IMAGE_ACCEPT, isImageFile, MAX_IMAGE_BYTES, uploadWithProgress } from '../../lib/upload';
import { useSetCurrentUser } from '../auth';
import { profileApi, setProfile, type AvatarResponse } from './profileApi';

const Wrap = styled(Card)`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  margin-bottom: 1.5rem;
  ${({ theme }) => theme.media.mobile} { flex-direction: column; text-align: center; }
  h1 { font-size: clamp(1.8rem, 5vw, 2.4rem); margin: 0 0 0.2rem; text-transform: uppercase; }
  .meta { color: ${({ theme }) => theme.colors.muted}; margin: 0 0 0.6rem; }
`;

const Avatar = styled.div`
  position: relative;
  flex: none;
  width: 112px;
  height: 112px;
  border-radius: 50%;
  overflow: hidden;
  border: 3px solid ${({ theme }) => theme.colors.gold};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.red}, #6b0d07);
  display: grid;
  place-items: center;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 2.6rem;
  color: #fff;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Side = styled.div`
  flex: 1;
  min-width: 0;
  width: 100%;
`;

export function initials(u: Pick<User, 'firstName' | 'lastName' | 'username'>) {
  const s = `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.trim();
  return (s || u.username.slice(0, 2)).toUpperCase();
}

export function AvatarCard({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const setCurrentUser = useSetCurrentUser();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toast({ title: 'Invalid File', description: 'Please select an image file (PNG, JPG, or GIF)', variant: 'destructive' });
      return;
    }
    if (file.size >= MAX_IMAGE_BYTES) {
      toast({ title: 'File Too Large', description: 'Please select an image smaller than 5MB', variant: 'destructive' });
      return;
    }
    const form = new FormData();
    form.append('profilePicture', file);
    setProgress(0);
    try {
      const res = await uploadWithProgress<AvatarResponse>('/api/profile/avatar', form, setProgress);
      const updated = res?.user ?? { ...user, profilePictureUrl: res?.profilePictureUrl ?? user.profilePictureUrl };
      setCurrentUser(updated);
      dispatch(setProfile(updated));
      // comments show their author's picture, which the server rewrites
      dispatch(profileApi.util.invalidateTags(['Comments']));
      toast({ title: 'Profile picture updated' });
    } catch {
      toast({ title: 'Error', description: 'Failed to upload profile picture. Please try again.', variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Wrap>
      <Avatar>
        {user.profilePictureUrl ? <img src={user.profilePictureUrl} alt={`${fullName(user)}'s profile picture`} /> : initials(user)}
      </Avatar>
      <Side>
        <h1>{fullName(user)}</h1>
        <p className="meta">
          @{user.username} · Member since {formatDate(user.createdAt)}{' '}
          {user.role !== 'user' && <Badge style={{ marginLeft: '0.35rem' }}>{ROLE_LABELS[user.role]}</Badge>}
        </p>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={(e) => upload(e.target.files?.[0])}
        />
        {progress !== null ? (
          <ProgressBar value={progress} label="Uploading profile picture" />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {user.profilePictureUrl ? 'Change Photo' : 'Upload Photo'}
          </Button>
        )}
        <p style={{ margin: '0.6rem 0 0', fontSize: '0.8rem', opacity: 0.65 }}>PNG, JPG or GIF, smaller than 5MB.</p>
      </Side>
    </Wrap>
  );
}
