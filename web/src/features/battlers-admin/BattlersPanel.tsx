import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Badge, EmptyState } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { DataTable } from '../../components/Table';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useIsMobile } from '../../lib/useMediaQuery';
import { YoutubeReviewDialog, YoutubeTools } from '../youtube-admin';
import { formatCount, formatWinRate, type AdminBattler } from '../catalogue';
import { BattlerEditDialog } from './BattlerEditDialog';
import { BattlerFlags } from './BattlerFlags';
import { BattlerAvatar } from './BattlerImageField';
import { battlerStats, deleteBlockReason, filterBattlers, isClaimed } from './battlerRules';
import {
  useDeleteBattlerMutation,
  useGetAdminBattlersQuery,
  useUpdateAllWinRatesMutation,
  useUpdateWinRateMutation,
} from './battlersAdminApi';
import { DeleteDialog } from '../../components/DeleteDialog';
import { CardList, ListCard, LoadFailed, PanelHead, SearchBox } from '../../components/panelParts';
import { MergeBattlersDialog } from '../battler-merge';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  /* two tiles a row on a phone: three left 'APPEARANCES' no room but to break mid-word */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
    div { padding: 0.55rem 0.7rem; }
    dt { font-size: 0.66rem; letter-spacing: 0.04em; }
    dd { font-size: 1.3rem; }
  }
  div {
    padding: 0.8rem 0.9rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { font-size: 0.72rem; font-weight: 800; letter-spacing: 0.08em; text-transform: uppercase; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0.2rem 0 0; font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.7rem; color: ${({ theme }) => theme.colors.gold}; }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
`;

const BattlerCard = styled(ListCard)`
  display: grid;
  gap: 0.7rem;
  .head { display: flex; gap: 0.75rem; align-items: center; }
  dl { grid-template-columns: repeat(3, auto); gap: 0.15rem 0.75rem; font-size: 0.85rem; justify-content: start; }
  dt { grid-row: 1; }
  dd { font-weight: 700; grid-row: 2; }
`;

function Claimed({ battler }: { battler: AdminBattler }) {
  return isClaimed(battler) ? <Badge $tone="green">Self-managed</Badge> : <span style={{ opacity: 0.6 }}>Unclaimed</span>;
}

/** The admin Battlers tab ('Battler Management'). */
export function BattlersPanel() {
  const { toast } = useToast();
  const isMobile = useIsMobile();
  const { data: battlers = [], isLoading, isError, error, refetch } = useGetAdminBattlersQuery();
  const [deleteBattler, { isLoading: deleting }] = useDeleteBattlerMutation();
  const [updateAll, { isLoading: updatingAll }] = useUpdateAllWinRatesMutation();
  const [updateOne, { isLoading: updatingOne, originalArgs: updatingId }] = useUpdateWinRateMutation();
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminBattler | null>(null);
  const [youtubeId, setYoutubeId] = useState<string | null>(null);
  const [mergingAway, setMergingAway] = useState<AdminBattler | null>(null);
  const shown = useMemo(() => filterBattlers(battlers, search), [battlers, search]);
  const stats = useMemo(() => battlerStats(battlers), [battlers]);
  const editing = battlers.find((b) => b.id === editingId) ?? null;

  if (isLoading) return <SkeletonRows count={3} label="Loading battlers" />;
  if (isError) return <LoadFailed what="battlers" message={error?.message} onRetry={refetch} />;

  const askDelete = (b: AdminBattler) => {
    const reason = deleteBlockReason(b);
    if (reason) toast({ title: 'Cannot Delete', description: reason, variant: 'destructive' });
    else setRemoving(b);
  };

  const confirmDelete = async () => {
    if (!removing) return;
    try {
      await deleteBattler(removing.id).unwrap();
      toast({ title: 'Battler Deleted', description: `${removing.name} was deleted.` });
      setRemoving(null);
    } catch (err) {
      setRemoving(null);
      toast({ title: 'Cannot Delete', description: errorMessage(err, 'Failed to delete battler'), variant: 'destructive' });
    }
  };

  const winRates = async () => {
    try {
      const res = await updateAll().unwrap();
      toast({ title: 'Win Rates Updated', description: `${res?.updated ?? 0} battlers updated.` });
    } catch (err) {
      toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update win rates'), variant: 'destructive' });
    }
  };

  const winRate = async (b: AdminBattler) => {
    try {
      const res = await updateOne(b.id).unwrap();
      const saved = res?.battler ?? b;
      toast({ title: 'Win Rate Updated', description: `${saved.name}: ${formatWinRate(saved.winRate)}` });
    } catch (err) {
      toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update win rate'), variant: 'destructive' });
    }
  };

  const actions = (b: AdminBattler) => (
    <Actions>
      <Button size="sm" variant="secondary" onClick={() => setEditingId(b.id)} aria-label={`Edit ${b.name}`}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => winRate(b)}
        loading={updatingOne && updatingId === b.id}
        aria-label={`Update win rate for ${b.name}`}
      >
        Win Rate
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setYoutubeId(b.id)} aria-label={`YouTube videos of ${b.name}`}>
        YouTube
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setMergingAway(b)} aria-label={`Merge ${b.name} into another battler`}>
        Merge
      </Button>
      <Button size="sm" variant="danger" onClick={() => askDelete(b)} aria-label={`Delete ${b.name}`}>
        Delete
      </Button>
    </Actions>
  );

  return (
    <section aria-labelledby="battlers-title">
      <PanelHead>
        <h2 id="battlers-title">Battler Management</h2>
        <div className="actions">
          <Button variant="secondary" onClick={winRates} loading={updatingAll} disabled={battlers.length === 0}>
            Update All Win Rates
          </Button>
        </div>
      </PanelHead>
      <Stats aria-label="Battler statistics">
        <div>
          <dt>Total Battlers</dt>
          <dd>{stats.total}</dd>
        </div>
        <div>
          <dt>Active</dt>
          <dd>{stats.active}</dd>
        </div>
        <div>
          <dt>Hall of Fame</dt>
          <dd>{stats.hallOfFame}</dd>
        </div>
        <div>
          <dt>In Memory</dt>
          <dd>{stats.inMemory}</dd>
        </div>
        <div>
          <dt>Claimed</dt>
          <dd>{stats.claimed}</dd>
        </div>
        <div>
          <dt>Video Appearances</dt>
          <dd>{stats.videoAppearances}</dd>
        </div>
      </Stats>
      <YoutubeTools />
      <SearchBox id="battler-search" label="Search battlers" placeholder="Search battlers by name..." value={search} onChange={setSearch} />
      {shown.length === 0 ? (
        <EmptyState title={battlers.length === 0 ? 'No Battlers Yet' : 'No Battlers Found'} as="h3">
          <p>
            {battlers.length === 0
              ? 'Battlers appear here once they are named in an uploaded video.'
              : `No battler name matches “${search.trim()}”.`}
          </p>
        </EmptyState>
      ) : isMobile ? (
        <CardList aria-label="Battlers">
          {shown.map((b) => (
            <BattlerCard key={b.id}>
              <div className="head">
                <BattlerAvatar battler={b} />
                <div>
                  <h3>{b.name}</h3>
                  <Claimed battler={b} />
                </div>
              </div>
              <dl>
                <dt>Videos</dt>
                <dd>{b.videoCount}</dd>
                <dt>Win rate</dt>
                <dd>{formatWinRate(b.winRate)}</dd>
                <dt>Votes</dt>
                <dd>{formatCount(b.totalVotes)}</dd>
              </dl>
              <BattlerFlags battler={b} />
              {actions(b)}
            </BattlerCard>
          ))}
        </CardList>
      ) : (
        <DataTable columns={['Photo', 'Name', 'Videos', 'Win Rate', 'Total Votes', 'Flags', 'Claimed', 'Actions']}>
          {shown.map((b) => (
            <tr key={b.id}>
              <td>
                <BattlerAvatar battler={b} />
              </td>
              <td style={{ fontWeight: 700 }}>{b.name}</td>
              <td>{b.videoCount}</td>
              <td>{formatWinRate(b.winRate)}</td>
              <td>{formatCount(b.totalVotes)}</td>
              <td>
                <BattlerFlags battler={b} />
              </td>
              <td>
                <Claimed battler={b} />
              </td>
              <td>{actions(b)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <BattlerEditDialog battler={editing} onClose={() => setEditingId(null)} />
      <YoutubeReviewDialog battler={battlers.find((b) => b.id === youtubeId) ?? null} onClose={() => setYoutubeId(null)} />
      <MergeBattlersDialog open={!!mergingAway} source={mergingAway && { id: mergingAway.id, name: mergingAway.name }} onClose={() => setMergingAway(null)} />
      <DeleteDialog open={!!removing} title="Delete Battler" busy={deleting} onCancel={() => setRemoving(null)} onConfirm={confirmDelete}>
        {removing && <>Delete <strong>{removing.name}</strong>? This cannot be undone.</>}
      </DeleteDialog>
    </section>
  );
}
