import styled from 'styled-components';

export const Section = styled.section<{ $alt?: boolean }>`
  padding: 5.5rem 0;
  background: ${({ $alt, theme }) => ($alt ? theme.colors.surface : 'transparent')};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} { padding: 3.75rem 0; }
`;

export const SectionHead = styled.div`
  text-align: center;
  max-width: 44rem;
  margin: 0 auto 2.75rem;
  h2 {
    font-size: clamp(2.2rem, 6vw, 3.4rem);
    text-transform: uppercase;
    margin-bottom: 0.4rem;
    span { color: ${({ theme }) => theme.colors.gold}; }
  }
  p { color: ${({ theme }) => theme.colors.muted}; font-size: 1.05rem; margin: 0; }
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 1.25rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

export const FeatureCard = styled.div`
  position: relative;
  padding: 1.6rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition: border-color 0.2s, transform 0.2s;
  &:hover { border-color: ${({ theme }) => theme.colors.gold}; transform: translateY(-2px); }
  .icon {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 12px;
    margin-bottom: 1rem;
    background: ${({ theme }) => theme.colors.goldSoft};
    color: ${({ theme }) => theme.colors.gold};
  }
  h3 { font-size: 1.45rem; text-transform: uppercase; margin-bottom: 0.4rem; }
  p { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
`;

export const CtaCard = styled.div`
  margin-top: 1.5rem;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, rgba(229, 38, 26, 0.18), rgba(245, 179, 1, 0.12));
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1.25rem;
  h3 { font-size: 1.8rem; text-transform: uppercase; margin: 0 0 0.3rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  /* a long label ('Apply for Sponsorship') wraps on a narrow phone instead of leaving the card */
  > a { max-width: 100%; white-space: normal; text-align: center; }
`;
