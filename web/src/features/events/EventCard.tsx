import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { PlayIcon } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { MediaThumb } from '../../components/MediaThumb';
import type { LeagueEvent } from '../catalogue';
import { eventDateLabel } from './eventDate';
import { eventPath } from './links';
import { CardShell, Clamp, DateLine } from './styles';

const Action = styled.div`
  margin-top: auto;
  padding-top: 0.6rem;
`;

/**
 * One event in the list; the whole card selects it through its View Videos link.
 * `priority`: the first card, whose picture a phone shows above the fold.
 */
export function EventCard({ event, priority }: { event: LeagueEvent; priority?: boolean }) {
  const titleId = useId();
  return (
    <CardShell aria-labelledby={titleId}>
      <MediaThumb src={event.thumbnailUrl} priority={priority} />
      <div className="body">
        <DateLine>{eventDateLabel(event.eventDate)}</DateLine>
        {/* h2: the cards sit right under the page's h1 (heading order, issue 15) */}
        <h2 id={titleId}>{event.title}</h2>
        {event.description && <Clamp>{event.description}</Clamp>}
        <Action>
          <ButtonLink to={eventPath(event.id)} size="sm" className="stretch" aria-describedby={titleId}>
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
        <Skeleton $h="2rem" $w="45%" style={{ marginTop: '0.6rem' }} />
      </div>
    </CardShell>
  );
}
