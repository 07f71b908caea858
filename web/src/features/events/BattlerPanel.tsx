import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MicIcon } from '../../components/icons';
import type { Video } from '../catalogue';
import { battlerPath } from './links';

export interface PanelBattler {
  side: 'A' | 'B';
  id: string | null;
  name: string;
}

export interface BattlerPanelProps {
  video: Video;
  /**
   * The seam for voting (next issue): whatever this returns is rendered under each battler's
   * name, e.g. a vote button and the battler's share. Nothing here fakes a vote meanwhile.
   */
  renderBattlerAction?: (battler: PanelBattler) => ReactNode;
  /** Anything the panel should show beneath the two battlers (e.g. the vote tally card). */
  footer?: ReactNode;
}

const Panel = styled.aside`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1.2rem; text-transform: uppercase; margin-bottom: 1rem; color: ${({ theme }) => theme.colors.gold}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  .name { display: flex; align-items: center; gap: 0.6rem; font-weight: 800; font-size: 1.05rem; overflow-wrap: anywhere; }
  .corner {
    flex: none;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    font-size: 0.8rem;
    font-weight: 900;
    background: ${({ theme }) => theme.colors.goldSoft};
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Vs = styled.li`
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.display};
  color: ${({ theme }) => theme.colors.redText};
  letter-spacing: 0.1em;
`;

/** The two battlers of a video, linking to their pages; later also where votes are cast. */
export function BattlerPanel({ video, renderBattlerAction, footer }: BattlerPanelProps) {
  if (!video.battlerAName || !video.battlerBName) {
    return (
      <Panel aria-label="Battlers">
        <h3>The Battle</h3>
        <p>
          <MicIcon size={16} /> No battler information available for this video
        </p>
        {footer}
      </Panel>
    );
  }
  const battlers: PanelBattler[] = [
    { side: 'A', id: video.battlerAId || null, name: video.battlerAName },
    { side: 'B', id: video.battlerBId || null, name: video.battlerBName },
  ];
  return (
    <Panel aria-label="Battlers">
      <h3>The Battle</h3>
      <ul>
        {battlers.map((b, i) => (
          <BattlerRow key={b.side} battler={b} action={renderBattlerAction?.(b)} vs={i === 1} />
        ))}
      </ul>
      {footer}
    </Panel>
  );
}

function BattlerRow({ battler, action, vs }: { battler: PanelBattler; action: ReactNode; vs: boolean }) {
  return (
    <>
      {vs && <Vs aria-hidden="true">VS</Vs>}
      <Row>
        <span className="name">
          <span className="corner" aria-hidden="true">
            {battler.side}
          </span>
          {battler.id ? <Link to={battlerPath(battler.id)}>{battler.name}</Link> : battler.name}
        </span>
        {action}
      </Row>
    </>
  );
}
