import { ButtonLink } from '../../components/Button';
import { TrophyIcon } from '../../components/icons';
import { Container, EmptyState, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { PRODUCT } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The battler directory; empty until battlers are published. */
export default function BattlersPage() {
  useDocumentTitle('Battlers');
  return (
    <Page>
      <Container>
        <Eyebrow>Roster</Eyebrow>
        <PageTitle>{PRODUCT} BATTLERS</PageTitle>
        <Lead>Records, win rates and votes for everyone who has stepped on the {PRODUCT} stage.</Lead>
        <div style={{ marginTop: '2rem' }}>
          <EmptyState title="No battlers listed yet" icon={<TrophyIcon size={40} />}>
            <p>Battler profiles appear here as soon as the league publishes them. Think you belong on this list?</p>
            <ButtonLink to="/dashboard" variant="danger">
              BATTLER SIGN UP
            </ButtonLink>
          </EmptyState>
        </div>
      </Container>
    </Page>
  );
}
