import { useId } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { PlayIcon } from '../../components/icons';
import { Badge } from '../../components/layout';
import { Skeleton } from '../../components/Skeleton';
import { MediaThumb } from '../../components/MediaThumb';
import { leagueDay } from '../../lib/date';
import type { LeagueEvent } from '../catalogue';
import { eventDateLabel, eventTiming, videoCountLabel } from './eventDate';
import { eventPath, listState } from './links';
import { CardShell, Clamp, DateLine } from './styles';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
`;

const Count = styled.p`
  && { font-size: 0.85rem; font-weight: 600; }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 0.6rem;
`;

/**
 * One event in the list; the whole card selects it through its View Videos link.
 * `priority`: the first card, whose picture a phone shows above the fold. `today`: the
 * league's day ('YYYY-MM-DD'), which decides the Upcoming / Today badge (a word, not a colour).
 */
export function EventCard({ event, priority, today = leagueDay(new Date()) }: { event: LeagueEvent; priority?: boolean; today?: string }) {
  const titleId = useId();
  const location = useLocation();
  const timing = eventTiming(event.eventDate, today);
  return (
    <CardShell aria-labelledby={titleId}>
      <MediaThumb src={event.thumbnailUrl} priority={priority} />
      <div className="body">
        <Meta>
          <DateLine>{eventDateLabel(event.eventDate)}</DateLine>
          {timing && <Badge $tone={timing === 'Today' ? 'red' : 'gold'}>{timing}</Badge>}
        </Meta>
        {/* h2: the cards sit right under the page's h1 (heading order, issue 15) */}
        <h2 id={titleId}>{event.title}</h2>
        {event.description && <Clamp>{event.description}</Clamp>}
        <Count>{videoCountLabel(event.videoCount)}</Count>
        <Action>
          <ButtonLink to={eventPath(event.id)} state={listState(location)} size="sm" className="stretch" aria-describedby={titleId}>
            <PlayIcon size={14} /> View Videos
          </ButtonLink>
        </Action>
      </div>
    </CardShell>
  );
}

/** The shape of a card while the list loads. */
export function EventCardSkeleton() {
  return (
    <CardShell aria-hidden="true" data-testid="event-skeleton">
      <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
      <div className="body">
        <Skeleton $h="0.8rem" $w="30%" />
        <Skeleton $h="1.4rem" $w="75%" />
        <Skeleton $h="0.9rem" />
        <Skeleton $h="0.9rem" $w="60%" />
        <Skeleton $h="0.85rem" $w="25%" />
        <Skeleton $h="2rem" $w="45%" style={{ marginTop: '0.6rem' }} />
      </div>
    </CardShell>
  );
}
