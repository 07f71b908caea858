import { memo, useId } from 'react';
import styled from 'styled-components';
import { ExternalButton } from '../../components/Button';
import { BelowTheFoldSpace, useFirstPaintCards } from '../../components/AfterFirstPaint';
import { ErrorState } from '../../components/ErrorState';
import { InputControl } from '../../components/Field';
import { MicIcon } from '../../components/icons';
import { EmptyState } from '../../components/layout';
import { VIDEO_CHANNEL_URL } from '../../lib/brand';
import { leagueDay } from '../../lib/date';
import { type LeagueEvent, useGetEventsQuery } from '../catalogue';
import { errorText } from './errorText';
import { EventCard, EventCardSkeleton } from './EventCard';
import { CardGrid } from './styles';
import { SEARCH_MAX_LENGTH } from './searchParam';
import { useSearchTerm } from './useSearchTerm';

/** Skeleton cards while the list loads (public §9). */
export const SKELETON_CARDS = 6;
const NO_EVENTS: LeagueEvent[] = [];
/** Memoised: each reveal step (useFirstPaintCards) would otherwise draw every card already shown again. */
const ListCard = memo(EventCard);

const SearchBox = styled.div`
  position: relative;
  max-width: 34rem;
  margin: 2rem 0 0.75rem;
  svg {
    position: absolute;
    left: 0.85rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.subtle};
    pointer-events: none;
  }
  input { padding-left: 2.6rem; }
  /* Chromium keeps room for the (invisible) clear button while the field is empty, which cut
     the placeholder's last characters on a 360px phone: it takes room only once there is text */
  input:placeholder-shown::-webkit-search-cancel-button { display: none; }
  ${({ theme }) => theme.media.mobile} {
    svg { left: 0.7rem; }
    input { padding-left: 2.3rem; }
  }
`;

const ResultLine = styled.p`
  min-height: 1.55em;
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const SearchIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.6-3.6" strokeLinecap="round" />
  </svg>
);

/** 'No events found for "x"' / 'Found N event(s) for "x"' (public §2, the count is written literally). */
export function resultLine(count: number, term: string): string {
  return count === 0 ? `No events found for "${term}"` : `Found ${count} event(s) for "${term}"`;
}

/** The list of events with the debounced search (GET /api/events?search=term), kept in the address as ?q=term. */
export function EventList() {
  const inputId = useId();
  const { text, setText, term } = useSearchTerm();
  // '' and undefined would be two cache entries for the same unfiltered list
  const { currentData: events, error, isFetching, refetch } = useGetEventsQuery(term || undefined);
  const loading = !events && !error;
  const shown = useFirstPaintCards(events ?? NO_EVENTS);
  // one day for every card (and a string, so the memoised cards are not drawn again for it)
  const today = leagueDay(new Date());

  return (
    <section aria-label="Events">
      <SearchBox role="search">
        <label htmlFor={inputId} className="sr-only">
          Search events
        </label>
        <SearchIcon />
        <InputControl
          id={inputId}
          type="search"
          placeholder="Search events or battler names..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
        />
      </SearchBox>
      <ResultLine role="status" aria-live="polite">
        {term && events ? resultLine(events.length, term) : ''}
      </ResultLine>

      {error ? (
        <ErrorState title="Couldn't Load Events" message={errorText(error)} onRetry={refetch} />
      ) : loading ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">Loading events</span>
          <CardGrid as="div">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </CardGrid>
        </div>
      ) : events!.length === 0 ? (
        term ? null : (
          <EmptyState title="No Events Available" icon={<MicIcon size={40} />}>
            <p>The next card is being booked. Past battles are on our YouTube channel in the meantime.</p>
            <ExternalButton href={VIDEO_CHANNEL_URL} variant="secondary">
              Visit YouTube Channel
            </ExternalButton>
          </EmptyState>
        )
      ) : (
        <>
          <CardGrid aria-busy={isFetching || undefined}>
            {shown.map((e, i) => (
              <li key={e.id}>
                <ListCard event={e} priority={i === 0} today={today} />
              </li>
            ))}
          </CardGrid>
          {shown.length < events!.length && <BelowTheFoldSpace />}
        </>
      )}
    </section>
  );
}
