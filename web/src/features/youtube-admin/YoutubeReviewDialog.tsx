import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_NAME_MAX, SYNC_FAILED_DEFAULT, SYNC_FAILED_TITLE } from '../../../../domain/youtube/limits';
import type { AdminBattlerWire } from '../../../../api/features/catalogue/wire-types';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { InputControl, Label } from '../../components/Field';
import { SkeletonRows } from '../../components/Skeleton';
import { useToast } from '../../components/Toast';
import { formatCount } from '../../lib/counts';
import { formatDay } from '../../lib/date';
import { errorMessage } from '../../lib/errors';
import { ResetYoutubeDialog } from './ResetYoutubeDialog';
import { reviewState, VideoReviewItem } from './VideoReviewItem';
import { useGetYoutubeVideosQuery, useSyncYoutubeMutation, type YoutubeVideo } from './youtubeAdminApi';

/** What the dialog needs of a battler: the admin list's row. */
export type YoutubeBattler = Pick<
  AdminBattlerWire,
  'id' | 'name' | 'totalYoutubeViews' | 'youtubeVideoCount' | 'lastYoutubeSync' | 'youtubeErrorMessage' | 'youtubeSearchName'
>;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.6rem;
  margin: 0 0 0.75rem;
  div { padding: 0.6rem 0.75rem; border-radius: ${({ theme }) => theme.radii.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; }
  dt { font-size: 0.7rem; font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0.15rem 0 0; font-size: 1.2rem; font-weight: 800; color: ${({ theme }) => theme.colors.gold}; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr 1fr; }
`;

const Note = styled.p`
  margin: 0 0 1rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.subtle};
`;

const Failure = styled.p`
  margin: 0 0 1rem;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.redText};
  overflow-wrap: anywhere;
`;

const SyncForm = styled.form`
  display: flex;
  gap: 0.6rem;
  align-items: flex-end;
  flex-wrap: wrap;
  margin: 0 0 1.25rem;
  .name { flex: 1 1 14rem; }
  ${({ theme }) => theme.media.mobile} { > * { flex: 1 1 100%; } }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;

const ListHead = styled.h3`
  margin: 0 0 0.6rem;
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/** '12 videos: 5 unreviewed, 6 relevant, 1 irrelevant.' */
export function reviewSummary(videos: YoutubeVideo[]): string {
  const count = { unreviewed: 0, relevant: 0, irrelevant: 0 };
  for (const v of videos) count[reviewState(v)] += 1;
  const total = `${videos.length} video${videos.length === 1 ? '' : 's'}`;
  return `${total}: ${count.unreviewed} unreviewed, ${count.relevant} relevant, ${count.irrelevant} irrelevant.`;
}

function Videos({ battlerId }: { battlerId: string }) {
  const { data: videos = [], isLoading, isError, error } = useGetYoutubeVideosQuery(battlerId);
  if (isLoading) return <SkeletonRows count={2} label="Loading YouTube videos" />;
  if (isError) return <Failure role="alert">Could not load the videos: {error?.message}</Failure>;
  if (videos.length === 0) return <Note>No videos yet. Sync YouTube to look for this battler&rsquo;s videos.</Note>;
  return (
    <>
      <Note aria-live="polite">{reviewSummary(videos)}</Note>
      <List aria-label="Matched YouTube videos">
        {videos.map((v) => (
          <VideoReviewItem key={v.id} video={v} />
        ))}
      </List>
    </>
  );
}

function Review({ battler: b }: { battler: YoutubeBattler }) {
  const { toast } = useToast();
  const [sync, { isLoading: syncing }] = useSyncYoutubeMutation();
  const [searchName, setSearchName] = useState(b.youtubeSearchName ?? b.name);
  const [resetting, setResetting] = useState(false);
  const inputId = `search-name${useId()}`;

  const runSync = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await sync({ battlerId: b.id, searchName }).unwrap();
      toast({
        title: 'YouTube Synced',
        description: `${res.matched} videos matched, ${res.added} new. Total views: ${formatCount(res.youtubeStats.totalViews)}.`,
      });
    } catch (err) {
      toast({ title: SYNC_FAILED_TITLE, description: errorMessage(err, SYNC_FAILED_DEFAULT), variant: 'destructive' });
    }
  };

  return (
    <>
      <Stats aria-label="YouTube statistics">
        <div>
          <dt>Total Views</dt>
          <dd>{formatCount(b.totalYoutubeViews)}</dd>
        </div>
        <div>
          <dt>Counted Videos</dt>
          <dd>{b.youtubeVideoCount}</dd>
        </div>
        <div>
          <dt>Last Sync</dt>
          <dd>{formatDay(b.lastYoutubeSync) || 'Never'}</dd>
        </div>
      </Stats>
      <Note>Totals count the relevant and the unreviewed videos; irrelevant ones never count.</Note>
      {b.youtubeErrorMessage && <Failure>Last sync failed: {b.youtubeErrorMessage}</Failure>}
      <SyncForm onSubmit={runSync} aria-label="Sync YouTube">
        <div className="name">
          <Label htmlFor={inputId}>Search name</Label>
          <InputControl id={inputId} value={searchName} maxLength={SEARCH_NAME_MAX} onChange={(e) => setSearchName(e.target.value)} />
        </div>
        <Button type="submit" loading={syncing}>
          Sync YouTube
        </Button>
        <Button variant="danger" onClick={() => setResetting(true)}>
          Reset
        </Button>
      </SyncForm>
      <ListHead>Matched Videos</ListHead>
      <Videos battlerId={b.id} />
      <ResetYoutubeDialog battler={resetting ? b : null} onClose={() => setResetting(false)} />
    </>
  );
}

/** The YouTube Video Review dialog (admin §2): a battler's YouTube totals, sync with a search name, reset, and the review of each matched video. */
export function YoutubeReviewDialog({ battler, onClose }: { battler: YoutubeBattler | null; onClose: () => void }) {
  return (
    <Dialog open={!!battler} onClose={onClose} wide title="YouTube Video Review" description={battler?.name}>
      {battler && <Review key={battler.id} battler={battler} />}
    </Dialog>
  );
}
