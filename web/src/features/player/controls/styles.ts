import styled, { css } from 'styled-components';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Bar = styled.div<{ $hidden: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 2;
  padding: 1.5rem 0.6rem 0.4rem;
  background: linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.45) 60%, transparent);
  color: #fff;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  pointer-events: ${({ $hidden }) => ($hidden ? 'none' : 'auto')};
  transition: opacity 0.25s;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.2rem;
  .spacer { flex: 1; }
  /* a phone's player is as wide as the screen already: theater mode would change nothing */
  @media (max-width: 479px) { .theater { display: none; } }
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 0.45rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: #fff;
  font-size: 0.85rem;
  font-weight: 800;
  cursor: pointer;
  white-space: nowrap;
  /* seven controls in a 360 px phone's row: the last one was clipped at 40 px each */
  ${({ theme }) => theme.media.mobile} { min-width: 36px; padding: 0 0.3rem; }
  &:hover { background: rgba(255, 255, 255, 0.14); }
  &[aria-pressed='true'], &[aria-expanded='true'] { color: ${({ theme }) => theme.colors.gold}; }
  ${focusRing}
`;

export const Range = styled.input.attrs({ type: 'range' })`
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.gold};
  cursor: pointer;
  background: transparent;
  ${focusRing}
`;

export const SeekRange = styled(Range)`
  display: block;
  width: 100%;
  height: 24px;
`;

export const VolumeRange = styled(Range)`
  width: 80px;
  ${({ theme }) => theme.media.mobile} { display: none; }
`;

export const Time = styled.span`
  padding: 0 0.4rem;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} { font-size: 0.78rem; }
  /* play, volume, speed, quality, share and full screen fill a 360 px row */
  @media (max-width: 419px) { .length { display: none; } }
`;

export const MenuWrap = styled.div`
  position: relative;
`;

export const MenuList = styled.div`
  position: absolute;
  right: 0;
  bottom: calc(100% + 6px);
  z-index: 3;
  min-width: 10rem;
  max-height: 60vh;
  overflow-y: auto;
  padding: 0.3rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(19, 19, 23, 0.97);
  box-shadow: ${({ theme }) => theme.shadow.card};
  .heading {
    margin: 0.2rem 0.5rem 0.35rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.72rem;
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  padding: 0.45rem 0.6rem;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  text-align: left;
  cursor: pointer;
  .check { width: 18px; flex: none; color: ${({ theme }) => theme.colors.gold}; }
  &:hover, &:focus-visible { background: rgba(255, 255, 255, 0.1); }
  &[aria-checked='true'] { font-weight: 800; }
  ${focusRing}
`;
