import styled from 'styled-components';

/** Three cards a row, two on tablets, one on phones. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.25rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

/**
 * A card whose one action covers the whole card (`.stretch::after`), so the card is a single
 * tab stop and a single click target; the focus ring is drawn on the card itself.
 */
export const CardShell = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  transition: border-color 0.2s, transform 0.2s;
  &:hover { border-color: ${({ theme }) => theme.colors.gold}; transform: translateY(-2px); }
  &:has(.stretch:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .stretch::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  .stretch:focus-visible { outline: none; }
  .body {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    padding: 1rem 1.1rem 1.2rem;
  }
  h2, h3 { font-size: 1.35rem; text-transform: uppercase; margin: 0; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.92rem; }
  ${({ theme }) => theme.media.mobile} { &:hover { transform: none; } }
`;

/** Small dark label laid over a thumbnail corner (duration, lock, main event). */
export const Corner = styled.span<{ $at: 'tl' | 'tr' | 'bl' | 'br' }>`
  position: absolute;
  ${({ $at }) => ($at[0] === 't' ? 'top: 0.5rem;' : 'bottom: 0.5rem;')}
  ${({ $at }) => ($at[1] === 'l' ? 'left: 0.5rem;' : 'right: 0.5rem;')}
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.2rem 0.45rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(0, 0, 0, 0.78);
  color: #fff;
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  font-variant-numeric: tabular-nums;
`;

export const DateLine = styled.p`
  && { color: ${({ theme }) => theme.colors.gold}; font-weight: 800; font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; }
`;

export const Clamp = styled.p<{ $lines?: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines = 3 }) => $lines};
  overflow: hidden;
`;
