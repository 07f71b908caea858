import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SelectField } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useIsMobile } from '../../lib/useMediaQuery';
import { CATEGORY_TABS, isCategoryTab, type CategoryCounts, type CategoryTab } from './battlerList';

export const CATEGORY_ID_PREFIX = 'battlers';

/** A count's place in a tab's label while the roster loads, shimmering like the page's other skeletons. */
const CountSkeleton = styled(Skeleton).attrs({ as: 'span' })`
  display: inline-block;
  vertical-align: middle;
`;

/**
 * A tab's count. Not known yet (the roster is loading): a placeholder, read out as 'loading'
 * (the tiles show skeletons too). Unknown (the roster could not be read): a dash, read out as
 * 'unavailable' (as SummaryTiles).
 */
function Count({ value, loading, unavailable }: { value: number; loading: boolean; unavailable: boolean }) {
  if (loading)
    return (
      <>
        <CountSkeleton $h="0.9em" $w="1.6em" aria-hidden="true" data-testid="count-skeleton" />
        <span className="sr-only">(loading)</span>
      </>
    );
  if (!unavailable) return <>({value})</>;
  return (
    <>
      <span aria-hidden="true">(—)</span>
      <span className="sr-only">(unavailable)</span>
    </>
  );
}

/**
 * All / Active / Retired / Hall of Fame / In Memory with counts: tabs, or a dropdown on phones.
 * `loading`: the roster is not read yet; `unavailable`: it could not be read. Either way the
 * counts are unknown: no '(0)' that would claim an empty league (the page shows skeletons, or
 * says what went wrong).
 */
export function CategoryFilter({
  value,
  onChange,
  counts,
  loading = false,
  unavailable = false,
}: {
  value: CategoryTab;
  onChange: (tab: CategoryTab) => void;
  counts: CategoryCounts;
  loading?: boolean;
  unavailable?: boolean;
}) {
  const unknown = loading || unavailable;
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <SelectField
        label="Category"
        value={value}
        onChange={(e) => {
          if (isCategoryTab(e.target.value)) onChange(e.target.value);
        }}
      >
        {CATEGORY_TABS.map((t) => (
          // an option holds text only: no hidden dash or placeholder to pair with a spoken word, so no count at all
          <option key={t.id} value={t.id}>
            {unknown ? t.label : `${t.label} (${counts[t.id]})`}
          </option>
        ))}
      </SelectField>
    );
  }
  const items: { id: CategoryTab; label: ReactNode }[] = CATEGORY_TABS.map((t) => ({
    id: t.id,
    label: (
      <>
        {t.label} <Count value={counts[t.id]} loading={loading} unavailable={unavailable} />
      </>
    ),
  }));
  return <Tabs<CategoryTab> idPrefix={CATEGORY_ID_PREFIX} label="Battler categories" items={items} value={value} onChange={onChange} />;
}
