import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { PlayIcon } from '../../components/icons';
import { EmptyState } from '../../components/layout';
import { useToast } from '../../components/Toast';
import { isApiError } from '../../lib/errors';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useGetEventsQuery, useGetEventVideosQuery, useGetVideoAccessQuery, useLazyGetVideoAccessQuery, type Video } from '../catalogue';
import { CommentsSection, VotingCard } from '../engagement';
import { BattlerPanel } from './BattlerPanel';
import { EventCardSkeleton } from './EventCard';
import { EventHero, EventHeroSkeleton } from './EventHero';
import { errorText } from './errorText';
import { backTarget, videoPath, type Origin } from './links';
import { CardGrid } from './styles';
import { useMembersOnlyNotice } from './useMembersOnlyNotice';
import { usePlayerRoute } from './usePlayerRoute';
import { VideoCard } from './VideoCard';
import { VideoPlayerView } from './VideoPlayerView';

const SKELETON_VIDEOS = 6;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const GridTitle = styled.h2`
  font-size: 1.6rem;
  text-transform: uppercase;
  margin-bottom: 1rem;
`;

export interface SelectedEventProps {
  eventId: string;
  origin: Origin;
}

/** One event: hero, its videos, and the player for the video named in ?video=. */
export function SelectedEvent({ eventId, origin }: SelectedEventProps) {
  const location = useLocation();
  const events = useGetEventsQuery(undefined);
  const videos = useGetEventVideosQuery(eventId);
  const event = events.data?.find((e) => e.id === eventId);
  // the list's search as the event was opened from it, kept while videos open and close here
  const [fromList] = useState<unknown>(() => location.state);
  const back = backTarget(origin, fromList);

  const { toast } = useToast();
  const notifyMembersOnly = useMembersOnlyNotice();
  const player = usePlayerRoute();
  const [checkAccess] = useLazyGetVideoAccessQuery();
  const [checkingId, setCheckingId] = useState<string | null>(null);

  // The video the URL asks for. A members-only one stays closed until the server says this
  // visitor may watch it: a click checks first (below), a deep link is checked here.
  const requested = player.videoId ? videos.data?.find((v) => v.id === player.videoId) : undefined;
  // a battle link's title is the battle's, as the server's page head says (api/http/page-heads.ts)
  useDocumentTitle(requested?.title ?? event?.title ?? 'Battle Events');
  const access = useGetVideoAccessQuery(requested?.requiresAuth ? requested.id : skipToken);
  const playing = requested && (!requested.requiresAuth || access.data?.hasAccess) ? requested : undefined;
  const deniedId = requested?.requiresAuth && access.data && !access.data.hasAccess ? requested.id : null;
  const accessError = requested?.requiresAuth ? access.error : undefined;

  const { close } = player;
  const deniedReturnUrl = deniedId ? videoPath(eventId, deniedId, origin) : null;
  // one notice per refusal, even if `close` changes identity before the URL has moved on
  const refused = useRef<unknown>(null);
  useEffect(() => {
    const reason = deniedReturnUrl ?? accessError ?? null;
    if (!reason) {
      refused.current = null;
      return;
    }
    if (refused.current === reason) return;
    refused.current = reason;
    if (deniedReturnUrl) notifyMembersOnly(deniedReturnUrl);
    else toast({ title: 'Error', description: errorText(accessError), variant: 'destructive' });
    close();
  }, [deniedReturnUrl, accessError, notifyMembersOnly, toast, close]);

  async function openVideo(video: Video) {
    if (video.requiresAuth) {
      setCheckingId(video.id);
      try {
        const answer = await checkAccess(video.id, true).unwrap();
        if (!answer.hasAccess) {
          notifyMembersOnly(videoPath(eventId, video.id, origin));
          return;
        }
      } catch (err) {
        toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
        return;
      } finally {
        setCheckingId(null);
      }
    }
    player.open(video.id);
  }

  // Closing the player gives focus to the card of the video it showed last, however it was
  // opened: by the card, or by a link from elsewhere (a battler's Watch Battle), which left no
  // card to go back to. Found when the player closes, so the callback need not change.
  const grid = useRef<HTMLUListElement>(null);
  const lastPlayed = useRef<string | null>(null);
  useEffect(() => {
    if (playing) lastPlayed.current = playing.id;
  }, [playing]);
  const playingCard = useCallback(() => {
    const item = Array.from(grid.current?.children ?? []).find((li) => li instanceof HTMLElement && li.dataset.videoId === lastPlayed.current);
    return item?.querySelector<HTMLElement>('button') ?? null;
  }, []);

  const backLink = (
    <ButtonLink to={back.to} variant="secondary" size="sm">
      <span aria-hidden="true">←</span> {back.label}
    </ButtonLink>
  );

  // The server's word on this event: its videos answer 404 once it is deleted, even while a
  // cached events list still holds it (a retry would only fail again).
  const gone = (events.data && !event) || (isApiError(videos.error) && videos.error.status === 404);
  if (events.error && !gone) {
    return (
      <>
        <Top>{backLink}</Top>
        <ErrorState title="Couldn't Load Event" message={errorText(events.error)} onRetry={events.refetch} />
      </>
    );
  }
  if (gone) {
    return (
      <>
        <Top>{backLink}</Top>
        <div style={{ marginTop: '1.5rem' }}>
          <EmptyState title="Event Not Found">
            <p>This event may have been removed. Browse the other events instead.</p>
          </EmptyState>
        </div>
      </>
    );
  }

  const list = videos.data;
  return (
    <>
      <Top>{backLink}</Top>
      {event ? <EventHero event={event} videoCount={list?.length ?? event.videoCount} /> : <EventHeroSkeleton />}

      <section aria-labelledby="event-videos-title">
        <GridTitle id="event-videos-title">Battles</GridTitle>
        {videos.error ? (
          <ErrorState as="h3" title="Couldn't Load Videos" message={errorText(videos.error)} onRetry={videos.refetch} />
        ) : !list ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading videos</span>
            <CardGrid as="div">
              {Array.from({ length: SKELETON_VIDEOS }, (_, i) => (
                <EventCardSkeleton key={i} />
              ))}
            </CardGrid>
          </div>
        ) : list.length === 0 ? (
          <EmptyState as="h3" title="No Videos Yet" icon={<PlayIcon size={40} />}>
            <p>The battles from this event are still being edited. Check back soon.</p>
          </EmptyState>
        ) : (
          <CardGrid ref={grid}>
            {list.map((v) => (
              <li key={v.id} data-video-id={v.id}>
                <VideoCard
                  video={v}
                  onOpen={openVideo}
                  checking={checkingId === v.id || (requested?.id === v.id && !playing && access.isFetching)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </section>

      {playing && (
        <VideoPlayerView
          video={playing}
          eventTitle={event?.title}
          onClose={close}
          returnFocus={playingCard}
          sidePanel={<VotingCard video={playing}>{(voting) => <BattlerPanel video={playing} {...voting} />}</VotingCard>}
          // public §2 shows comments in the normal mode only; the custom player's modes come later
          below={<CommentsSection videoId={playing.id} />}
        />
      )}
    </>
  );
}
