import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { HandshakeIcon } from '../../components/icons';
import { Container, EmptyState, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { isApiError } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useCurrentUser } from '../auth';
import { SponsorCard } from './SponsorCard';
import { SponsorSkeletons } from './SponsorSkeletons';
import { useGetApprovedSponsorsQuery } from './sponsorsApi';
import { SponsorGrid } from './styles';

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

const CallToAction = styled.section`
  margin-top: 3rem;
  padding: 2rem 1.5rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { font-size: 1.8rem; text-transform: uppercase; }
  p { color: ${({ theme }) => theme.colors.muted}; max-width: 34rem; margin: 0 auto 1.25rem; }
`;

function Showcase() {
  const { data, isLoading, isError, error, refetch } = useGetApprovedSponsorsQuery();
  if (isLoading) return <SponsorSkeletons />;
  if (isError) {
    return (
      <div style={{ marginTop: '2rem' }}>
        <ErrorState title="Could not load sponsors" message={isApiError(error) ? error.message : undefined} onRetry={refetch} />
      </div>
    );
  }
  if (!data || data.length === 0) {
    return (
      <div style={{ marginTop: '2rem' }}>
        <EmptyState title="No Approved Sponsors Yet" icon={<HandshakeIcon size={40} />}>
          <p>Be the first brand on this wall. Sponsorship puts your name in front of the whole league.</p>
          <ButtonLink to="/dashboard">Apply for Sponsorship</ButtonLink>
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <SponsorGrid aria-label="Sponsors">
        {data.map((sponsor) => (
          <li key={sponsor.id}>
            <SponsorCard sponsor={sponsor} />
          </li>
        ))}
      </SponsorGrid>
      <CallToAction aria-labelledby="sponsor-cta">
        <h2 id="sponsor-cta">Join Our Sponsors</h2>
        <p>Put your brand in front of the league&apos;s crowds, channels and battlers.</p>
        <ButtonLink to="/dashboard">Apply for Sponsorship</ButtonLink>
      </CallToAction>
    </>
  );
}

/** The approved-sponsor showcase. */
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
        <Showcase />
      </Container>
    </Page>
  );
}
