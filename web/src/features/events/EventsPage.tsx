import { Container, EmptyState, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { ExternalButton } from '../../components/Button';
import { MicIcon } from '../../components/icons';
import { VIDEO_CHANNEL_URL } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The events list; until events are published the league has none to show. */
export default function EventsPage() {
  useDocumentTitle('Battle Events');
  return (
    <Page>
      <Container>
        <Eyebrow>Events</Eyebrow>
        <PageTitle>Battle Events</PageTitle>
        <Lead>Every card the league has run, with the full battles from each night.</Lead>
        <div style={{ marginTop: '2rem' }}>
          <EmptyState title="No Events Available" icon={<MicIcon size={40} />}>
            <p>The next card is being booked. Past battles are on our YouTube channel in the meantime.</p>
            <ExternalButton href={VIDEO_CHANNEL_URL} variant="secondary">
              Visit YouTube Channel
            </ExternalButton>
          </EmptyState>
        </div>
      </Container>
    </Page>
  );
}
