import type { ReactNode } from 'react';
import { Button } from '../Button';
import { CellLine, RowActions } from '../panelParts';

/**
 * A row's View and Delete, named for screen readers after the submission and who sent it
 * (`View application from …`); `children` go between them.
 */
export function QueueActions({ noun, who, onView, onDelete, children }: {
  noun: string;
  who: string;
  onView: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <RowActions>
      <Button size="sm" variant="secondary" onClick={onView} aria-label={`View ${noun} from ${who}`}>
        View
      </Button>
      {children}
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${noun} from ${who}`}>
        Delete
      </Button>
    </RowActions>
  );
}

/** Stacked lines in a cell or a card (a name over a handle, an email over a phone). */
export function CellLines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <>
      {lines.map((l, i) => (
        <CellLine key={i}>{l}</CellLine>
      ))}
    </>
  );
}
