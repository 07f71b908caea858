import styled from 'styled-components';
import { Card, Container, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { Badge } from '../../components/layout';
import { PRODUCT } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.25rem;
  margin-top: 2rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
  h2 { font-size: 1.5rem; text-transform: uppercase; margin: 0.75rem 0 0.4rem; }
  p { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
`;

/** The application page ('GET UBR!'): the forms arrive with a later release. */
export default function DashboardPage() {
  useDocumentTitle(`GET ${PRODUCT}!`);
  return (
    <Page>
      <Container>
        <Eyebrow>Dashboard</Eyebrow>
        <PageTitle>
          GET <span>{PRODUCT}</span>!
        </PageTitle>
        <Lead>Apply to sponsor the league or try out as a battler, and track your applications here.</Lead>
        <Grid>
          <Card>
            <Badge>Coming Soon</Badge>
            <h2>Sponsor Application</h2>
            <p>Online sponsorship applications open here shortly.</p>
          </Card>
          <Card>
            <Badge $tone="red">Coming Soon</Badge>
            <h2>Battler Tryout</h2>
            <p>Battler tryout submissions open here shortly.</p>
          </Card>
        </Grid>
      </Container>
    </Page>
  );
}
