import type { ReactNode } from 'react';
import { EmptyState } from './layout';

/** A whole-page message (not found, failed load): the shared empty state with the page's h1. */
export function PageMessage({ title, icon, children, actions }: { title: string; icon?: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <EmptyState title={title} icon={icon} actions={actions} as="h1">
      {children}
    </EmptyState>
  );
}
