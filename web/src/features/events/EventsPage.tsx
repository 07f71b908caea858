import { useParams, useSearchParams } from 'react-router';
import { Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { EventList } from './EventList';
import { SelectedEvent } from './SelectedEvent';

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
        {eventId ? <SelectedEvent key={eventId} eventId={eventId} origin={origin} /> : <EventsHome />}
      </Container>
    </Page>
  );
}
