import { useParams } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { TrophyIcon } from '../../components/icons';
import { Container, Page } from '../../components/layout';
import { Skeleton, SkeletonRows } from '../../components/Skeleton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { withAsOf } from './asOf/asOf';
import { TimeTravel } from './asOf/TimeTravel';
import { useAsOf } from './asOf/useAsOf';
import { pastRefusal, useBattlerAt } from './asOf/useStandings';
import { BattleHistory } from './BattleHistory';
import { BattlerHeader } from './BattlerHeader';
import { BattlerStats } from './BattlerStats';
import { PageMessage } from '../../components/PageMessage';
import { useYouTubeViewsVisible } from './useYouTubeViews';

const Loading = styled.div`
  display: grid;
  gap: 1.25rem;
`;

function DetailSkeleton() {
  return (
    <Loading role="status" aria-live="polite" aria-busy="true" data-testid="battler-detail-skeleton">
      <span className="sr-only">Loading battler</span>
      <Skeleton $h="240px" $radius="16px" />
      <div style={{ display: 'flex', gap: '1.25rem', alignItems: 'center' }}>
        <Skeleton $h="120px" $w="120px" $radius="50%" />
        <div style={{ flex: 1, display: 'grid', gap: '0.6rem' }}>
          <Skeleton $h="2.4rem" $w="55%" />
          <Skeleton $h="1rem" $w="30%" />
        </div>
      </div>
      <SkeletonRows count={2} height="5rem" label="Loading battle record" />
    </Loading>
  );
}

/** One battler's page (public §2 Battler detail): profile, record and battle history, live or as of a past instant. */
export default function BattlerDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const asOf = useAsOf();
  const { data: battler, isLoading, isError, error, isFetching, refetch } = useBattlerAt(id, asOf);
  const refusal = pastRefusal(asOf, error);
  const directory = withAsOf('/battlers', asOf);
  const showYouTube = useYouTubeViewsVisible();
  useDocumentTitle(battler?.name ?? 'Battler');

  let content;
  if (isLoading) content = <DetailSkeleton />;
  else if (refusal) content = null;
  else if (isError && error && 'status' in error && error.status === 404)
    content = (
      <PageMessage title="Battler Not Found" icon={<TrophyIcon size={40} />} actions={<ButtonLink to={directory}>Back to Battlers</ButtonLink>}>
        <p>This battler isn't on the roster. They may have been removed, or the link is wrong.</p>
      </PageMessage>
    );
  else if (isError || !battler)
    content = (
      <PageMessage
        title="Couldn't load this battler"
        icon={<TrophyIcon size={40} />}
        actions={
          <>
            <Button variant="secondary" loading={isFetching} onClick={() => refetch()}>
              Try Again
            </Button>
            <ButtonLink to={directory} variant="ghost">
              Back to Battlers
            </ButtonLink>
          </>
        }
      >
        <p>Something went wrong. Please try again.</p>
      </PageMessage>
    );
  else
    content = (
      <>
        <BattlerHeader battler={battler} past={!!asOf} />
        <BattlerStats battler={battler} showYouTube={showYouTube} />
        <BattleHistory battlerId={battler.id} battlerName={battler.name} asOf={asOf} />
      </>
    );

  return (
    <Page>
      <Container>
        <TimeTravel asOf={asOf} error={refusal} />
        {content}
      </Container>
    </Page>
  );
}
