import { Fragment, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog, DialogActions } from '../Dialog';
import { controlStyles, Label } from '../Field';
import type { ToastOptions } from '../Toast';
import { useToastedWrite } from './useToastedWrite';

export type Decision = 'approved' | 'rejected';

/** The decision on its way: its button is busy, the other disabled, and the dialog stays. */
export interface DecisionState {
  sending: Decision | null;
  setSending: (decision: Decision | null) => void;
}

/**
 * A review dialog. While a decision is on its way it stays: Escape, × and Cancel wait for
 * the answer. The form inside is keyed by `itemKey`, so each submission starts from its own state.
 */
export function DecisionDialog<T>({ item, itemKey, title, description, onClose, children }: {
  item: T | null;
  itemKey: (item: T) => string;
  title: string;
  description?: string;
  onClose: () => void;
  children: (item: T, decision: DecisionState) => ReactNode;
}) {
  const [sending, setSending] = useState<Decision | null>(null);
  return (
    <Dialog open={!!item} onClose={onClose} title={title} description={description} busy={!!sending}>
      {item && <Fragment key={itemKey(item)}>{children(item, { sending, setSending })}</Fragment>}
    </Dialog>
  );
}

/**
 * Sends a decision once at a time; on success says so and closes, on failure says why
 * and stays (the list refreshes either way).
 */
export function useDecide({ sending, setSending }: DecisionState, { send, done, failTitle, failFallback, onClose }: {
  send: (status: Decision) => Promise<unknown>;
  done: (status: Decision) => ToastOptions;
  failTitle: string;
  failFallback: string;
  onClose: () => void;
}) {
  const write = useToastedWrite(failTitle, failFallback);
  return async (status: Decision) => {
    if (sending) return;
    setSending(status);
    try {
      await write(() => send(status), done(status), onClose);
    } finally {
      setSending(null);
    }
  };
}

/** Cancel, Reject and Approve (or the labels given), as a decision on its way allows. */
export function DecisionActions({ sending, onClose, onDecide, labels = { approved: 'Approve', rejected: 'Reject' } }: {
  sending: Decision | null;
  onClose: () => void;
  onDecide: (status: Decision) => void;
  labels?: Record<Decision, string>;
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onClose} disabled={!!sending}>
        Cancel
      </Button>
      <Button variant="danger" onClick={() => onDecide('rejected')} loading={sending === 'rejected'} disabled={sending === 'approved'}>
        {labels.rejected}
      </Button>
      <Button onClick={() => onDecide('approved')} loading={sending === 'approved'} disabled={sending === 'rejected'}>
        {labels.approved}
      </Button>
    </DialogActions>
  );
}

/** A dialog's only way out, once there is nothing to decide. */
export function CloseActions({ onClose }: { onClose: () => void }) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </DialogActions>
  );
}

const NotesArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.45;
`;

/** The optional notes that go with a decision. */
export function NotesField({ id, rows, max, value, onChange, placeholder }: {
  id: string;
  rows: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Label htmlFor={id}>Review notes (optional)</Label>
      <NotesArea id={id} rows={rows} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
    </div>
  );
}

/** What a decision will do, under the facts. */
export const DecisionHint = styled.p`
  margin: 0 0 1rem;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;
