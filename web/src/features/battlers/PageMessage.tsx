import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: 3rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
  p { color: ${({ theme }) => theme.colors.muted}; margin: 0 auto 1.25rem; max-width: 32rem; }
  .actions { display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; }
`;

/** A whole-page message (not found, failed load); unlike EmptyState its title is the page's h1. */
export function PageMessage({ title, icon, children, actions }: { title: string; icon?: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Box>
      {icon && (
        <div className="icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h1>{title}</h1>
      {children}
      {actions && <div className="actions">{actions}</div>}
    </Box>
  );
}
