import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { ClockIcon, LockIcon, MicIcon, PlayIcon } from '../../components/icons';
import { Badge, EmptyState } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { saveReturnUrl } from '../../lib/returnUrl';
import { useCurrentUser } from '../auth';
import { formatDuration, useGetBattlerBattlesQuery, type Battle } from '../catalogue';
import { existedAt } from './asOf/asOf';
import { PastVotes } from './asOf/PastVotes';
import { formatEventDay, watchUrl } from './format';

const Section = styled.section`
  margin-top: 3rem;
  h2 { font-size: clamp(1.8rem, 4vw, 2.4rem); text-transform: uppercase; margin-bottom: 1.25rem; }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 200px 1fr auto;
  gap: 1.25rem;
  align-items: center;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: 160px 1fr; .action { grid-column: 1 / -1; } }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; gap: 0.85rem; .action a, .action button { width: 100%; } }
  h3 { font-size: 1.35rem; text-transform: uppercase; margin: 0 0 0.35rem; overflow-wrap: anywhere; }
  .badges { display: flex; flex-wrap: wrap; gap: 0.35rem; margin-bottom: 0.45rem; }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.9rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    span { display: inline-flex; align-items: center; gap: 0.3rem; }
  }
  .vs { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.subtle};
  background: repeating-linear-gradient(135deg, #141418 0 12px, #18181d 12px 24px);
  img { width: 100%; height: 100%; object-fit: cover; }
  .duration {
    position: absolute;
    right: 0.4rem;
    bottom: 0.4rem;
    padding: 0.1rem 0.4rem;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.8);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
`;

/**
 * Watch on the events screen; a visitor facing a members-only battle signs in first and is
 * brought back to the same battle (return URL, read by the sign-in page).
 */
function WatchAction({ battle, battlerId, signedOut }: { battle: Battle; battlerId: string; signedOut: boolean }) {
  const navigate = useNavigate();
  const url = watchUrl(battle.eventId, battle.id, battlerId);
  if (battle.requiresAuth && signedOut) {
    return (
      <Button
        variant="secondary"
        onClick={() => {
          saveReturnUrl(url);
          navigate('/auth');
        }}
      >
        <LockIcon size={16} /> Sign In to Watch
      </Button>
    );
  }
  return (
    <ButtonLink to={url} variant="danger" aria-label={`Watch Battle: ${battle.title}`}>
      <PlayIcon size={16} /> Watch Battle
    </ButtonLink>
  );
}

interface ItemProps {
  battle: Battle;
  battlerId: string;
  signedOut: boolean;
  asOf: string | null;
}

function BattleItem({ battle: v, battlerId, signedOut, asOf }: ItemProps) {
  const duration = formatDuration(v.duration);
  return (
    <Item>
      <Thumb>
        {v.thumbnailUrl ? <img src={v.thumbnailUrl} alt="" loading="lazy" /> : <MicIcon size={32} />}
        {duration && <span className="duration" aria-hidden="true">{duration}</span>}
      </Thumb>
      <div>
        {(v.isMainEvent || v.requiresAuth) && (
          <div className="badges">
            {v.isMainEvent && <Badge $tone="red">Main Event</Badge>}
            {v.requiresAuth && (
              <Badge $tone="muted">
                <LockIcon size={12} /> Login Required
              </Badge>
            )}
          </div>
        )}
        <h3>{v.title}</h3>
        <p className="meta">
          <span className="vs">vs {v.opponentName}</span>
          <span>{v.eventTitle ?? 'Unknown Event'}</span>
          <span>{formatEventDay(v.eventDate) || 'TBA'}</span>
          {duration && (
            <span>
              <ClockIcon size={14} /> <span className="sr-only">Duration </span>
              {duration}
            </span>
          )}
          {asOf && <PastVotes battle={v} battlerId={battlerId} asOf={asOf} />}
        </p>
      </div>
      <div className="action">
        <WatchAction battle={v} battlerId={battlerId} signedOut={signedOut} />
      </div>
    </Item>
  );
}

/**
 * The battler's battles, newest event first (the server's order). As of a past instant (the
 * list itself has no past read): the battles published by then, each with its votes of then.
 */
export function BattleHistory({ battlerId, battlerName, asOf = null }: { battlerId: string; battlerName: string; asOf?: string | null }) {
  const { data: all, isLoading, isError, isFetching, refetch } = useGetBattlerBattlesQuery(battlerId);
  const data = asOf && all ? all.filter((b) => existedAt(b.createdAt, asOf)) : all;
  const { user, isLoading: userLoading, isError: userFailed } = useCurrentUser();
  // while the user is still being read, or the read failed (not a 401: not known to be a
  // visitor), offer Watch, not 'Sign In to Watch'; the events screen checks access anyway
  const signedOut = !userLoading && !userFailed && !user;

  let body;
  if (isLoading) body = <SkeletonRows count={3} height="7rem" label="Loading battle history" />;
  else if (isError)
    body = (
      <EmptyState as="h3" title="Couldn't load battle history">
        <p>Please try again.</p>
        <Button variant="secondary" loading={isFetching} onClick={() => refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  else if (!data || data.length === 0)
    body = (
      <EmptyState as="h3" title="No battles yet" icon={<MicIcon size={36} />}>
        <p>Battles featuring {battlerName} will show here once their videos are published.</p>
      </EmptyState>
    );
  else
    body = (
      <List>
        {data.map((b) => (
          <BattleItem key={b.id} battle={b} battlerId={battlerId} signedOut={signedOut} asOf={asOf} />
        ))}
      </List>
    );

  return (
    <Section aria-labelledby="battle-history-title">
      <h2 id="battle-history-title">Battle History</h2>
      {body}
    </Section>
  );
}
