import { useState } from 'react';
import styled from 'styled-components';
import { fullName, type User } from '../lib/types';

type Person = Pick<User, 'firstName' | 'lastName' | 'username' | 'profilePictureUrl'>;

/** 'JD' from Jane Doe; the username's first two letters when no name was given. */
export function initialsOf(u: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const s = `${u.firstName?.trim()[0] ?? ''}${u.lastName?.trim()[0] ?? ''}`;
  return (s || u.username.slice(0, 2)).toUpperCase();
}

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.gold};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.red}, #6b0d07);
  color: #fff;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  line-height: 1;
  letter-spacing: 0.02em;
  img { width: 100%; height: 100%; object-fit: cover; }
  /* drawn, not written: the initials never join the text of the link or row they sit in */
  &[data-initials]::before { content: attr(data-initials); }
`;

export interface UserAvatarProps {
  user: Person;
  size?: number;
  /** beside a text that already names the person (a 'Profile' link): hidden from assistive technology */
  decorative?: boolean;
}

/** The member's profile picture, or their initials when there is none or it fails to load. */
export function UserAvatar({ user, size = 28, decorative = false }: UserAvatarProps) {
  const url = user.profilePictureUrl;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const name = fullName(user);
  const picture = url && failedUrl !== url;
  return (
    <Circle
      $size={size}
      data-testid="user-avatar"
      data-initials={picture ? undefined : initialsOf(user)}
      aria-hidden={decorative || undefined}
      role={!decorative && !picture ? 'img' : undefined}
      aria-label={!decorative && !picture ? name : undefined}
    >
      {picture && <img src={url} alt={decorative ? '' : `${name}'s profile picture`} width={size} height={size} decoding="async" onError={() => setFailedUrl(url)} />}
    </Circle>
  );
}
