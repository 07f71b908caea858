import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { HandshakeIcon } from '../../components/icons';
import { Container, EmptyState, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useCurrentUser } from '../auth';

const AdminBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 1.5rem 0 0;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft};
  font-weight: 800;
`;

/** The approved-sponsor showcase; empty until sponsors are approved. */
export default function SponsorsPage() {
  useDocumentTitle('Sponsors');
  const { isAdmin } = useCurrentUser();
  return (
    <Page>
      <Container>
        <Eyebrow>Partners</Eyebrow>
        <PageTitle>Our Valued Sponsors</PageTitle>
        <Lead>The brands and businesses that keep the league running, card after card.</Lead>
        {isAdmin && (
          <AdminBar>
            <span>Admin Controls</span>
            <ButtonLink to="/admin" size="sm">
              Manage Sponsors
            </ButtonLink>
          </AdminBar>
        )}
        <div style={{ marginTop: '2rem' }}>
          <EmptyState title="No Approved Sponsors Yet" icon={<HandshakeIcon size={40} />}>
            <p>Be the first brand on this wall. Sponsorship puts your name in front of the whole league.</p>
            <ButtonLink to="/dashboard">Apply for Sponsorship</ButtonLink>
          </EmptyState>
        </div>
      </Container>
    </Page>
  );
}
