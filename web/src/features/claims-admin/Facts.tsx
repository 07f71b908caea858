import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Term and value pairs of a claim request; one column on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7.5rem, auto) 1fr;
  gap: 0.4rem 0.9rem;
  margin: 0 0 1.1rem;
  font-size: 0.9rem;
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  ul, ol { margin: 0; padding-left: 1.1rem; }
  a { color: ${({ theme }) => theme.colors.gold}; text-decoration: underline; }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    dd { margin-bottom: 0.4rem; }
  }
`;

/** One pair; left out when there is nothing to show. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
