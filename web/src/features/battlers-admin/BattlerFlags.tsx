import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import type { AdminBattler } from '../catalogue';
import { battlersAdminApi, useUpdateBattlerMutation } from './battlersAdminApi';

export type BattlerFlag = 'isRetired' | 'isHallOfFame' | 'isDeceased';

export const FLAG_LABELS: Record<BattlerFlag, string> = {
  isRetired: 'Retired',
  isHallOfFame: 'Hall of Fame',
  isDeceased: 'Deceased',
};

const FLAGS = Object.keys(FLAG_LABELS) as BattlerFlag[];

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const Chip = styled.label<{ $on: boolean; $busy: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.25rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.goldSoft : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.muted)};
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  cursor: ${({ $busy }) => ($busy ? 'not-allowed' : 'pointer')};
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  input { margin: 0; accent-color: ${({ theme }) => theme.colors.gold}; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

/**
 * Retired, Hall of Fame and Deceased: each toggle PATCHes at once. While it saves, that box
 * is busy (aria-disabled, a click or Space changes nothing) but keeps focus.
 */
export function BattlerFlags({ battler }: { battler: AdminBattler }) {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const [update] = useUpdateBattlerMutation();
  const [pending, setPending] = useState<Partial<Record<BattlerFlag, boolean>>>({});

  const toggle = async (flag: BattlerFlag, next: boolean) => {
    if (flag in pending) return;
    setPending((p) => ({ ...p, [flag]: next }));
    try {
      const saved = await update({ id: battler.id, patch: { [flag]: next } }).unwrap();
      dispatch(
        battlersAdminApi.util.updateQueryData('getAdminBattlers', undefined, (list) =>
          list.map((b) => (b.id === battler.id ? { ...b, ...(saved ?? { [flag]: next }) } : b)),
        ),
      );
    } catch (err) {
      toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update battler'), variant: 'destructive' });
    } finally {
      setPending((p) => {
        const rest = { ...p };
        delete rest[flag];
        return rest;
      });
    }
  };

  return (
    <Group role="group" aria-label={`Flags for ${battler.name}`}>
      {FLAGS.map((flag) => {
        const on = pending[flag] ?? battler[flag];
        const busy = flag in pending;
        return (
          <Chip key={flag} $on={on} $busy={busy}>
            <input
              type="checkbox"
              checked={on}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              // ignored while its save runs: React puts the box back as it was
              onChange={(e) => toggle(flag, e.target.checked)}
            />
            {FLAG_LABELS[flag]}
          </Chip>
        );
      })}
    </Group>
  );
}
