import styled from 'styled-components';
import { nameInitials } from '../../../lib/initials';

const Box = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.34)}px;
  img { width: 100%; height: 100%; object-fit: contain; background: #fff; }
`;

/** A sponsor's logo, or its initials when it has none. */
export function SponsorLogo({ name, url, size = 64, alt }: { name: string; url: string | null; size?: number; alt?: string }) {
  return (
    <Box $size={size}>
      {url ? <img src={url} alt={alt ?? `${name} logo`} /> : <span aria-hidden="true">{nameInitials(name)}</span>}
    </Box>
  );
}
