import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../lib/hooks';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Card } from '../../../components/layout';
import { ConfirmText, LoadFailed, MessageBox, PanelHead } from '../../../components/panelParts';
import { SkeletonRows } from '../../../components/Skeleton';
import { useToast } from '../../../components/Toast';
import { serverMessage } from '../../../lib/errors';
import {
  sponsorsAdminApi,
  useCreateTierMutation,
  useDeleteTierMutation,
  useGetAdminTiersQuery,
  useMoveTierMutation,
  useUpdateTierMutation,
  type AdminSponsorshipTierWire,
} from './sponsorsAdminApi';
import { NEW_TIER, TierForm, tierBody, type TierValues } from './TierForm';
import { TierItem } from './TierItem';
import { moveChanges, sortTiers } from './tierOrder';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const AddCard = styled(Card)`
  h3 { font-size: 1.2rem; text-transform: uppercase; margin: 0 0 1rem; }
`;

/** The tiers applicants choose from: list in displayOrder, add, inline edit, move up / down, delete. */
export function TiersPanel() {
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, error, refetch } = useGetAdminTiersQuery();
  const [createTier] = useCreateTierMutation();
  const [updateTier] = useUpdateTierMutation();
  const [moveTier] = useMoveTierMutation();
  const [moving, setMoving] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const [deleteTier, { isLoading: deleting }] = useDeleteTierMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminSponsorshipTierWire | null>(null);
  const tiers = useMemo(() => sortTiers(data ?? []), [data]);

  const failed = (title: string, err: unknown) => toast({ title, description: serverMessage(err), variant: 'destructive' });

  const create = async (values: TierValues) => {
    const body = tierBody(values);
    try {
      await createTier(body).unwrap();
      toast({ title: 'Sponsorship tier created', description: `"${body.name}" has been added.` });
      return true;
    } catch (err) {
      failed('Failed to create sponsorship tier', err);
      return false;
    }
  };

  const save = async (tier: AdminSponsorshipTierWire, values: TierValues) => {
    const body = tierBody(values);
    try {
      await updateTier({ id: tier.id, body }).unwrap();
      toast({ title: 'Sponsorship tier updated', description: `"${body.name}" has been saved.` });
      setEditingId(null);
      return true;
    } catch (err) {
      failed('Failed to update sponsorship tier', err);
      return false;
    }
  };

  const move = async (index: number, direction: 'up' | 'down') => {
    const changes = moveChanges(tiers, index, direction);
    if (moving || !changes) return;
    const tier = tiers[index]!;
    setMoving({ id: tier.id, direction });
    try {
      await moveTier(changes).unwrap();
      // the new order at once, in the render that ends the move, so the moved tier's button
      // can take focus back in its new place (the refetch then confirms it)
      dispatch(
        sponsorsAdminApi.util.updateQueryData('getAdminTiers', undefined, (list) => {
          for (const change of changes) {
            const t = list.find((x) => x.id === change.id);
            if (t) t.displayOrder = change.displayOrder;
          }
        }),
      );
      toast({ title: 'Tier order updated', description: `"${tier.name}" moved ${direction}.` });
    } catch (err) {
      failed('Failed to update sponsorship tier', err);
    } finally {
      setMoving(null);
    }
  };

  const confirmDelete = async () => {
    if (!removing) return;
    try {
      await deleteTier(removing.id).unwrap();
      toast({ title: 'Sponsorship tier deleted', description: `"${removing.name}" has been deleted.` });
      setRemoving(null);
    } catch (err) {
      failed('Failed to delete sponsorship tier', err);
    }
  };

  return (
    <section aria-labelledby="tiers-title">
      <PanelHead>
        <h2 id="tiers-title">Sponsorship Tiers</h2>
      </PanelHead>
      {isLoading ? (
        <SkeletonRows count={3} label="Loading sponsorship tiers" />
      ) : isError ? (
        <LoadFailed what="sponsorship tiers" message={error?.message} onRetry={refetch} />
      ) : tiers.length === 0 ? (
        <MessageBox>No sponsorship tiers yet. Add the first one below.</MessageBox>
      ) : (
        <List aria-label="Sponsorship tiers">
          {tiers.map((tier, i) => (
            <TierItem
              key={tier.id}
              tier={tier}
              editing={editingId === tier.id}
              isFirst={i === 0}
              isLast={i === tiers.length - 1}
              moving={!!moving}
              movingDirection={moving?.id === tier.id ? moving.direction : null}
              onEdit={() => setEditingId(tier.id)}
              onCancelEdit={() => setEditingId(null)}
              onSave={(values) => save(tier, values)}
              onMove={(direction) => move(i, direction)}
              onDelete={() => setRemoving(tier)}
            />
          ))}
        </List>
      )}
      <AddCard>
        <h3 id="add-tier-title">Add Tier</h3>
        <TierForm initial={NEW_TIER} submitLabel="Add Tier" onSubmit={create} idPrefix="new-tier" />
      </AddCard>
      <Dialog open={!!removing} onClose={() => setRemoving(null)} title="Delete Tier" role="alertdialog" initialFocus="button" busy={deleting}>
        <ConfirmText>
          Delete <strong>{removing?.name}</strong>? Applicants can no longer choose it. This cannot be undone.
        </ConfirmText>
        <DialogActions>
          <Button variant="secondary" onClick={() => setRemoving(null)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete} loading={deleting}>
            Delete Tier
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
