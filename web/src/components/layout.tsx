import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
  ${({ theme }) => theme.media.mobile} { padding: 0 1rem; }
`;

/** A routed page below the fixed navigation bar. */
export const Page = styled.main`
  /* the footer starts below the fold, so a page filling in (lazy code, then data) moves nothing in view */
  min-height: 100vh;
  padding: calc(${({ theme }) => theme.layout.navHeight} + 2.5rem) 0 4rem;
  ${({ theme }) => theme.media.mobile} { padding-top: calc(${({ theme }) => theme.layout.navHeight} + 1.5rem); }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 1.5rem;
  ${({ theme }) => theme.media.mobile} { padding: 1.15rem; }
`;

export const Eyebrow = styled.p`
  margin: 0 0 0.6rem;
  color: ${({ theme }) => theme.colors.redText};
  font-weight: 800;
  font-size: 0.8rem;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

export const PageTitle = styled.h1`
  font-size: clamp(2.2rem, 6vw, 3.6rem);
  text-transform: uppercase;
  margin-bottom: 0.35em;
  span { color: ${({ theme }) => theme.colors.gold}; }
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
  max-width: 46rem;
`;

export const Badge = styled.span<{ $tone?: 'gold' | 'red' | 'green' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.2rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ theme, $tone = 'gold' }) => {
    const c = theme.colors;
    const map = {
      gold: [c.goldSoft, c.gold],
      red: [c.redSoft, '#ff6b60'],
      green: ['rgba(47,191,113,0.14)', c.green],
      muted: [c.surface3, c.muted],
    } as const;
    const [bg, fg] = map[$tone];
    return `background: ${bg}; color: ${fg}; border: 1px solid ${fg}33;`;
  }}
`;

const EmptyBox = styled.div`
  text-align: center;
  padding: 3rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2, h3 { font-size: 1.6rem; text-transform: uppercase; }
  h1 { font-size: clamp(1.9rem, 5vw, 2.6rem); text-transform: uppercase; }
  .icon {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    margin: 0 auto 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.goldSoft};
    color: ${({ theme }) => theme.colors.gold};
  }
  p { color: ${({ theme }) => theme.colors.muted}; margin: 0 auto 1rem; max-width: 32rem; }
  .actions { display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; }
`;

export function EmptyState({
  title,
  children,
  icon,
  actions,
  as = 'h2',
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** 'h1' when the message is the whole page (not found, failed load) */
  as?: 'h1' | 'h2' | 'h3';
}) {
  const H = as;
  return (
    <EmptyBox>
      {icon && (
        <div className="icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <H>{title}</H>
      {children}
      {actions && <div className="actions">{actions}</div>}
    </EmptyBox>
  );
}

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
