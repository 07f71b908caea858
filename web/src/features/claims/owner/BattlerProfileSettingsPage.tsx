import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/Button';
import { LockIcon, TrophyIcon } from '../../../components/icons';
import { Card, Container, Eyebrow, Lead, Page, PageTitle } from '../../../components/layout';
import { Skeleton, SkeletonRows } from '../../../components/Skeleton';
import { isUnauthorized } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCurrentUser } from '../../auth';
import { useGetClaimedBattlerQuery } from '../claimsApi';
import { OwnerPhoto } from './OwnerPhoto';
import { OwnerTextsForm } from './OwnerTextsForm';
import { PageMessage } from '../../../components/PageMessage';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 1.5rem;
  align-items: start;
  margin-top: 1.5rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr); }
  h2 { font-size: 1.35rem; text-transform: uppercase; margin: 0 0 1rem; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: flex-end;
  justify-content: space-between;
  > div { min-width: 0; }
  h1 { overflow-wrap: anywhere; }
`;

function SettingsSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="profile-settings-skeleton">
      <span className="sr-only">Loading your battler profile</span>
      <Skeleton $h="3rem" $w="60%" />
      <Columns>
        <Skeleton $h="180px" $radius="16px" />
        <SkeletonRows count={2} height="6rem" label="Loading tagline and quote" />
      </Columns>
    </div>
  );
}

function LoginRequired() {
  return (
    <PageMessage title="Login Required" icon={<LockIcon size={40} />} actions={<ButtonLink to="/auth">Sign In</ButtonLink>}>
      <p>You need to be logged in to manage your battler profile.</p>
    </PageMessage>
  );
}

/** /battler-profile-settings (public §2): the owner's photo, tagline and quote. */
export default function BattlerProfileSettingsPage() {
  useDocumentTitle('Battler Profile Settings');
  const { user, isLoading: userLoading } = useCurrentUser();
  const { data: battler, isLoading, isError, error, isFetching, refetch } = useGetClaimedBattlerQuery(undefined, { skip: !user });

  let content;
  if (userLoading || isLoading) content = <SettingsSkeleton />;
  // the route is members-only; this is for a session that ends while the page is open
  else if (!user || (isError && isUnauthorized(error))) content = <LoginRequired />;
  else if (isError)
    content = (
      <PageMessage
        title="Couldn't load your battler"
        icon={<TrophyIcon size={40} />}
        actions={
          <Button variant="secondary" loading={isFetching} onClick={() => refetch()}>
            Try Again
          </Button>
        }
      >
        <p>Something went wrong. Please try again.</p>
      </PageMessage>
    );
  else if (!battler)
    content = (
      <PageMessage title="No Claimed Battler" icon={<TrophyIcon size={40} />} actions={<ButtonLink to="/battlers">Browse Battlers</ButtonLink>}>
        <p>You haven't claimed a battler profile yet. Find yourself on the roster and request to claim it.</p>
      </PageMessage>
    );
  else
    content = (
      <>
        <Head>
          <div>
            <Eyebrow>Battler Profile Settings</Eyebrow>
            <PageTitle>{battler.name}</PageTitle>
            <Lead>Your photo, tagline and quote appear on your public battler page.</Lead>
          </div>
          <ButtonLink to={`/battlers/${encodeURIComponent(battler.id)}`} variant="secondary">
            View Public Profile
          </ButtonLink>
        </Head>
        <Columns>
          <Card as="section" aria-labelledby="owner-photo-title">
            <h2 id="owner-photo-title">Profile Picture</h2>
            <OwnerPhoto battler={battler} />
          </Card>
          <Card as="section" aria-labelledby="owner-texts-title">
            <h2 id="owner-texts-title">Tagline and Quote</h2>
            <OwnerTextsForm battler={battler} />
          </Card>
        </Columns>
      </>
    );

  return (
    <Page>
      <Container>{content}</Container>
    </Page>
  );
}
