import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type CardKind = 'normal' | 'hof' | 'memorial';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 1.25rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; gap: 1rem; }
`;

const kindStyles = {
  normal: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  hof: css`
    background:
      radial-gradient(circle at 100% 0%, rgba(245, 179, 1, 0.16), transparent 55%),
      ${({ theme }) => theme.colors.surface};
    border-color: rgba(245, 179, 1, 0.55);
  `,
  memorial: css`
    background: linear-gradient(180deg, #17171b, #0f0f12);
    border-color: #3a3a44;
  `,
};

/** One battler tile; the name's link is stretched over it so the whole card is clickable. */
export const CardShell = styled.article<{ $kind: CardKind }>`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  padding: 1.25rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.lg};
  transition: border-color 0.2s, transform 0.2s, box-shadow 0.2s;
  ${({ $kind }) => kindStyles[$kind]}
  &:hover {
    border-color: ${({ theme, $kind }) => ($kind === 'memorial' ? theme.colors.muted : theme.colors.gold)};
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  &:focus-within { border-color: ${({ theme }) => theme.colors.gold}; }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
`;

export const CardHead = styled.div`
  display: flex;
  gap: 0.9rem;
  align-items: center;
  min-width: 0;
  > div { min-width: 0; }
  h2, h3 {
    margin: 0 0 0.35rem;
    font-size: 1.45rem;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
`;

export const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover { text-decoration: none; color: ${({ theme }) => theme.colors.gold}; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

export const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
  font-size: 0.92rem;
`;

export const Quote = styled.blockquote`
  margin: 0;
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;

/** Label/value pairs under a card; pushed to the bottom so rows of cards line up. */
export const Stats = styled.dl`
  margin: auto 0 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.6rem 0.5rem;
  padding-top: 0.9rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div { min-width: 0; }
  .wide { grid-column: span 2; }
  dt {
    font-size: 0.68rem;
    font-weight: 800;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 0.1rem 0 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.3rem;
    letter-spacing: 0.02em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const MemorialDate = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  time { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

export const Notes = styled.p`
  margin: 0;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

/** A label over a big number: the roster summary and a battler's record. */
export const StatTile = styled.div`
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: 0.72rem;
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-family: ${({ theme }) => theme.fonts.display};
    line-height: 1.1;
  }
`;
