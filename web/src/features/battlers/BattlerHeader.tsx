import styled from 'styled-components';
import { PinIcon } from '../../components/icons';
import { Badge } from '../../components/layout';
import { ShareButton } from '../../components/Share';
import { LEAGUE_NAME } from '../../lib/brand';
import { useCurrentUser } from '../auth';
import type { Battler } from '../catalogue';
import { ClaimButton, CoverControls } from '../claims';
import { BackButton } from './BackButton';
import { BattlerPhoto } from '../../components/BattlerPhoto';
import { formatDay } from './format';

const Cover = styled.div`
  position: relative;
  height: 260px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(circle at 15% 20%, rgba(229, 38, 26, 0.45), transparent 55%),
    radial-gradient(circle at 85% 80%, rgba(245, 179, 1, 0.35), transparent 55%),
    linear-gradient(135deg, #1b1b21, #0a0a0c);
  > img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  /* keeps the buttons readable over a bright photo */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(0, 0, 0, 0.45), transparent 40%, rgba(0, 0, 0, 0.35));
    pointer-events: none;
  }
  ${({ theme }) => theme.media.mobile} { height: 170px; }
`;

const CoverBar = styled.div`
  position: absolute;
  z-index: 1;
  inset: 0.85rem 0.85rem auto;
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.75rem;
  button { background: rgba(10, 10, 12, 0.7); }
`;

const Profile = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 1.5rem;
  align-items: end;
  padding: 0 1.5rem;
  margin-top: -70px;
  position: relative;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: auto 1fr; }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
    gap: 1rem;
    padding: 0;
    margin-top: -56px;
  }
`;

const Info = styled.div`
  min-width: 0;
  h1 {
    font-size: clamp(2.2rem, 6vw, 3.4rem);
    text-transform: uppercase;
    margin: 0 0 0.3rem;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.9rem;
    align-items: center;
    color: ${({ theme }) => theme.colors.muted};
    ${({ theme }) => theme.media.mobile} { justify-content: center; }
  }
  .location { display: inline-flex; align-items: center; gap: 0.3rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
  ${({ theme }) => theme.media.tablet} { grid-column: 1 / -1; }
  ${({ theme }) => theme.media.mobile} { justify-self: center; justify-content: center; }
`;

const Words = styled.div`
  margin: 1.5rem 0 0;
  display: grid;
  gap: 0.75rem;
  .tagline { margin: 0; color: ${({ theme }) => theme.colors.gold}; font-weight: 800; font-size: 1.1rem; }
  blockquote {
    margin: 0;
    padding: 0.9rem 1.1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.red};
    border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
    background: ${({ theme }) => theme.colors.surface};
    font-style: italic;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .notes { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * Cover, photo, name, badges, location, tagline and quote, with the back, cover, share and
 * claim controls. `past`: the page shows the battler as they once stood, a record to read, so the
 * controls that change the battler today (cover, claim) are left out.
 */
export function BattlerHeader({ battler: b, past = false }: { battler: Battler; past?: boolean }) {
  const { user, status } = useCurrentUser();
  const isOwner = !past && !!user && !!b.userId && b.userId === user.id;
  // the claim control shows nothing to a visitor (or before the account is known): its code is not loaded for them
  const claimable = !past && (status === 'member' || status === 'unknown');
  const deceased = formatDay(b.deceasedDate);
  const notes = b.isDeceased ? b.memorialNotes : null;
  return (
    <header>
      <Cover data-testid="battler-cover">
        {b.coverImageUrl && <img src={b.coverImageUrl} alt="" />}
        <CoverBar>
          <BackButton />
          {isOwner && <CoverControls battlerId={b.id} hasCover={!!b.coverImageUrl} />}
        </CoverBar>
      </Cover>
      <Profile>
        <BattlerPhoto name={b.name} url={b.profileImageUrl} size={140} memorial={b.isDeceased} alt={`${b.name} profile photo`} />
        <Info>
          <h1>{b.name}</h1>
          <div className="meta">
            {b.location && (
              <span className="location">
                <PinIcon size={16} /> {b.location}
              </span>
            )}
            {b.isHallOfFame && <Badge $tone="gold">Hall of Fame</Badge>}
            {b.isDeceased && <Badge $tone="muted">In Memory{deceased && ` · ${deceased}`}</Badge>}
            {b.category === 'retired' && <Badge $tone="muted">Retired</Badge>}
          </div>
        </Info>
        <Actions>
          <ShareButton target={{ title: b.name, text: `${b.name} on ${LEAGUE_NAME}`, path: `/battlers/${encodeURIComponent(b.id)}` }} />
          {claimable && <ClaimButton battler={b} />}
        </Actions>
      </Profile>
      {(b.tagline || b.quote || notes) && (
        <Words>
          {b.tagline && <p className="tagline">{b.tagline}</p>}
          {b.quote && <blockquote>“{b.quote}”</blockquote>}
          {notes && <p className="notes">{notes}</p>}
        </Words>
      )}
    </header>
  );
}
