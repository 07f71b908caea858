import type { ReactNode } from 'react';
import { DeleteDialog } from '../DeleteDialog';
import type { ToastOptions } from '../Toast';
import { useToastedWrite } from './useToastedWrite';

/** The question before a submission is deleted, with the toasts of its answer (DeleteDialog's confirmation). */
export function DeleteSubmissionDialog<T>({ item, onClose, title, busy, remove, done, failTitle, failFallback, children }: {
  item: T | null;
  onClose: () => void;
  /** 'Delete Application': the dialog's title and its button */
  title: string;
  busy: boolean;
  remove: (item: T) => Promise<unknown>;
  done: (item: T) => ToastOptions;
  failTitle: string;
  failFallback: string;
  /** the question, naming what goes */
  children: (item: T) => ReactNode;
}) {
  const write = useToastedWrite(failTitle, failFallback);
  const confirm = () => (item ? write(() => remove(item), done(item), onClose) : undefined);

  return (
    <DeleteDialog open={!!item} title={title} busy={busy} onCancel={onClose} onConfirm={confirm} role="alertdialog" initialFocus="button">
      {item && children(item)}
    </DeleteDialog>
  );
}
