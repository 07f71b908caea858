import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StatusPill, type ShownStatus } from '../StatusPill';

/** Term and value pairs of one submission in a review dialog; one column on phones. */
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

/** Where a submission stands: its status, when it came, and the review so far (left out while there is none). */
export function ReviewFacts({ status, submitted, reviewed = null, notes = null }: {
  status: ShownStatus;
  submitted: string;
  reviewed?: string | null;
  notes?: string | null;
}) {
  return (
    <>
      <Fact term="Status">
        <StatusPill status={status} />
      </Fact>
      <Fact term="Submitted">{submitted}</Fact>
      <Fact term="Reviewed">{reviewed}</Fact>
      <Fact term="Review notes">{notes}</Fact>
    </>
  );
}
