import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Badge } from '../../../components/layout';
import type { AdminSponsorshipTierWire } from './sponsorsAdminApi';
import { TierForm, tierValues, type TierValues } from './TierForm';

const Item = styled.li`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  .head { display: flex; gap: 0.5rem 0.75rem; align-items: center; flex-wrap: wrap; }
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 1.05rem; font-weight: 800; letter-spacing: 0; margin: 0; overflow-wrap: anywhere; }
  .cost { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; }
  .order { color: ${({ theme }) => theme.colors.subtle}; font-size: 0.82rem; }
  ul { margin: 0.6rem 0 0; padding-left: 1.2rem; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  li { overflow-wrap: anywhere; }
  .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; margin-top: 0.8rem; }
`;

export const benefitLines = (benefits: string) =>
  benefits
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** One tier: its details with move / edit / delete, or its inline edit form. */
export function TierItem({
  tier,
  editing,
  isFirst,
  isLast,
  moving,
  movingDirection = null,
  onEdit,
  onCancelEdit,
  onSave,
  onMove,
  onDelete,
}: {
  tier: AdminSponsorshipTierWire;
  editing: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** a move is under way: the order buttons wait for it (aria-disabled, so none loses focus) */
  moving: boolean;
  /** this tier's own move under way: that button shows it, and keeps focus once the list has reordered */
  movingDirection?: 'up' | 'down' | null;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (values: TierValues) => Promise<boolean>;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
}) {
  const item = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // leaving the edit (Save or Cancel) would drop focus on the page: give it back to Edit
    if (wasEditing.current && !editing) item.current?.querySelector<HTMLButtonElement>('[data-edit]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const wasMoving = useRef(movingDirection);
  useEffect(() => {
    const was = wasMoving.current;
    wasMoving.current = movingDirection;
    if (!was || movingDirection) return;
    // The move is over and the list shows the new order. A browser drops focus from a list
    // item it moves, and the button at the new end is disabled (Move Down on the last tier):
    // focus goes back to the button, else to the other direction.
    const root = item.current;
    const active = document.activeElement as HTMLButtonElement | null;
    if (!root || (active && active !== document.body && !(root.contains(active) && active.disabled))) return;
    const enabled = (d: 'up' | 'down') => root.querySelector<HTMLButtonElement>(`[data-move="${d}"]:not(:disabled)`);
    (enabled(was) ?? enabled(was === 'up' ? 'down' : 'up') ?? root.querySelector<HTMLButtonElement>('[data-edit]'))?.focus();
  }, [movingDirection]);

  if (editing) {
    return (
      <Item ref={item} aria-label={`Edit ${tier.name}`}>
        <TierForm initial={tierValues(tier)} submitLabel="Save" onSubmit={onSave} onCancel={onCancelEdit} idPrefix={`tier-${tier.id}`} autoFocus />
      </Item>
    );
  }
  return (
    <Item ref={item}>
      <div className="head">
        <h3>{tier.name}</h3>
        <span className="cost">{tier.cost}</span>
        <Badge $tone={tier.isActive ? 'green' : 'muted'}>{tier.isActive ? 'Active' : 'Inactive'}</Badge>
        <span className="order">Order {tier.displayOrder}</span>
      </div>
      <ul aria-label={`${tier.name} benefits`}>
        {benefitLines(tier.benefits).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <div className="actions">
        <Button
          size="sm"
          variant="secondary"
          disabled={isFirst}
          loading={movingDirection === 'up'}
          aria-disabled={moving || undefined}
          onClick={() => onMove('up')}
          aria-label={`Move ${tier.name} up`}
          data-move="up"
        >
          Move Up
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={isLast}
          loading={movingDirection === 'down'}
          aria-disabled={moving || undefined}
          onClick={() => onMove('down')}
          aria-label={`Move ${tier.name} down`}
          data-move="down"
        >
          Move Down
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${tier.name}`} data-edit>
          Edit
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${tier.name}`}>
          Delete
        </Button>
      </div>
    </Item>
  );
}
