import styled from 'styled-components';
import type { BattlerBriefWire } from '../../../../api/features/battler-merge/wire-types';
import { Badge } from '../../components/layout';
import { statsLine } from './format';

/** A battler as detection and the preview show it: the name, a claimed badge, the record in one line. */
export function BattlerBrief({ battler, as: Name = 'strong' }: { battler: BattlerBriefWire; as?: 'strong' | 'h3' | 'h4' }) {
  return (
    <BriefBox>
      <span className="name">
        <Name>{battler.name}</Name>
        {battler.userId && <Badge $tone="green">Claimed</Badge>}
      </span>
      <span className="stats">{statsLine(battler)}</span>
    </BriefBox>
  );
}

const BriefBox = styled.span`
  display: block;
  min-width: 0;
  .name { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; overflow-wrap: anywhere; }
  .name > :first-child { font-family: ${({ theme }) => theme.fonts.body}; font-size: 1rem; font-weight: 800; letter-spacing: 0; margin: 0; }
  .stats { display: block; margin-top: 0.15rem; font-size: 0.82rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The score in words and as a percentage: '100% · Same name'. */
export const ScoreText = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold};
  white-space: nowrap;
`;

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;

export const Card = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  .head { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; flex-wrap: wrap; }
  .actions { display: flex; gap: 0.4rem; flex-wrap: wrap; }
`;

/** A line in place of a list: loading failed, or nothing found. */
export const Note = styled.p<{ $error?: boolean }>`
  margin: 0 0 1rem;
  font-size: 0.9rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.redText : theme.colors.muted)};
`;

/** A link the admin opens beside the dialog; screen readers hear that it opens a new tab. */
export function NewTabLink({ href, children, label }: { href: string; children: string; label?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {!label && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
