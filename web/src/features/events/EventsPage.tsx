import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { EventList } from './EventList';

// One event brings the player, votes and comments: the list of events loads without them.
const SelectedEvent = lazy(() => import('./SelectedEvent').then((m) => ({ default: m.SelectedEvent })));

function EventsHome() {
  useDocumentTitle('Battle Events');
  return (
    <>
      <Eyebrow>Events</Eyebrow>
      <PageTitle>Battle Events</PageTitle>
      <Lead>Every card the league has run, with the full battles from each night.</Lead>
      <EventList />
    </>
  );
}

/**
 * /events, /events/{eventId} and /events?event={id} (public §2): the list, or one event.
 * from=battler&battlerid=X sends Back to that battler; video={id} opens that video's player.
 */
export default function EventsPage() {
  const { eventId: routeId } = useParams();
  const [params] = useSearchParams();
  const eventId = routeId ?? params.get('event');
  const origin = { from: params.get('from'), battlerId: params.get('battlerid') };
  return (
    <Page>
      <Container>
        {eventId ? (
          <Suspense fallback={<SkeletonRows count={3} />}>
            <SelectedEvent key={eventId} eventId={eventId} origin={origin} />
          </Suspense>
        ) : (
          <EventsHome />
        )}
      </Container>
    </Page>
  );
}
