import { EmptyState } from '../../components/layout';
import type { AdminTab } from '../../app/featureModule';

function LaterNote({ label }: { label: string }) {
  return (
    <EmptyState title={label} as="h2">
      <p>This section arrives with a later release.</p>
    </EmptyState>
  );
}

const later = (id: string, label: string, order: number, hiddenOnMobile?: true): AdminTab => ({
  id,
  label,
  order,
  Panel: () => <LaterNote label={label} />,
  hiddenOnMobile,
});

/**
 * Tabs the spec lists whose features are not built yet. The feature that builds one
 * declares the tab itself (same id and order) and its line here goes.
 */
export const PLACEHOLDER_TABS: readonly AdminTab[] = [
  later('claim-requests', 'Claim Requests', 30, true),
];
