import styled from 'styled-components';
import { MediaThumb } from '../../components/MediaThumb';
import { Skeleton } from '../../components/Skeleton';
import type { LeagueEvent } from '../catalogue';
import { eventDateLabel } from './eventDate';
import { DateLine } from './styles';

const Wrap = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 420px) minmax(0, 1fr);
  gap: 1.75rem;
  align-items: center;
  margin: 1.25rem 0 2.25rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse at 100% 0%, rgba(229, 38, 26, 0.16), transparent 60%),
    ${({ theme }) => theme.colors.surface};
  .thumb { border-radius: ${({ theme }) => theme.radii.md}; }
  h1 { font-size: clamp(2rem, 5vw, 3.2rem); text-transform: uppercase; margin: 0.2rem 0 0.6rem; overflow-wrap: anywhere; }
  .desc { color: ${({ theme }) => theme.colors.muted}; white-space: pre-line; }
  .count { margin: 0; font-weight: 800; letter-spacing: 0.08em; text-transform: uppercase; }
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr); gap: 1.1rem; }
  ${({ theme }) => theme.media.mobile} { padding: 0.9rem; }
`;

/** 'N videos' (public §2); one video reads as one. */
export function videoCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'video' : 'videos'}`;
}

/** The selected event's header: picture, date, title, description and how many videos it has. */
export function EventHero({ event, videoCount }: { event: LeagueEvent; videoCount: number }) {
  return (
    <Wrap>
      <MediaThumb className="thumb" src={event.thumbnailUrl} sizes="(min-width: 1024px) 420px, 100vw" priority />
      <div>
        <DateLine>{eventDateLabel(event.eventDate)}</DateLine>
        <h1>{event.title}</h1>
        {event.description && <p className="desc">{event.description}</p>}
        <p className="count">{videoCountLabel(videoCount)}</p>
      </div>
    </Wrap>
  );
}

export function EventHeroSkeleton() {
  return (
    <Wrap aria-hidden="true" data-testid="hero-skeleton">
      <Skeleton $h="auto" style={{ aspectRatio: '16 / 9' }} />
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <Skeleton $h="0.8rem" $w="25%" />
        <Skeleton $h="2.6rem" $w="70%" />
        <Skeleton $h="1rem" />
        <Skeleton $h="1rem" $w="55%" />
      </div>
    </Wrap>
  );
}
