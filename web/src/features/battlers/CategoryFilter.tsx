import type { ReactNode } from 'react';
import { SelectField } from '../../components/Field';
import { Tabs } from '../../components/Tabs';
import { useIsMobile } from '../../lib/useMediaQuery';
import { CATEGORY_TABS, isCategoryTab, type CategoryCounts, type CategoryTab } from './battlerList';

export const CATEGORY_ID_PREFIX = 'battlers';

/** A tab's count; unknown (the roster could not be read): a dash, read out as 'unavailable' (as SummaryTiles). */
function Count({ value, unavailable }: { value: number; unavailable: boolean }) {
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
 * `unavailable`: the roster could not be read, so the counts are unknown: no '(0)' that would
 * claim an empty league (the page says what went wrong).
 */
export function CategoryFilter({
  value,
  onChange,
  counts,
  unavailable = false,
}: {
  value: CategoryTab;
  onChange: (tab: CategoryTab) => void;
  counts: CategoryCounts;
  unavailable?: boolean;
}) {
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
          // an option holds text only: no hidden dash to pair with a spoken word, so no count at all
          <option key={t.id} value={t.id}>
            {unavailable ? t.label : `${t.label} (${counts[t.id]})`}
          </option>
        ))}
      </SelectField>
    );
  }
  const items: { id: CategoryTab; label: ReactNode }[] = CATEGORY_TABS.map((t) => ({
    id: t.id,
    label: (
      <>
        {t.label} <Count value={counts[t.id]} unavailable={unavailable} />
      </>
    ),
  }));
  return <Tabs<CategoryTab> idPrefix={CATEGORY_ID_PREFIX} label="Battler categories" items={items} value={value} onChange={onChange} />;
}
