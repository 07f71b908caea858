import { SelectField } from '../../components/Field';
import { Tabs } from '../../components/Tabs';
import { useIsMobile } from '../../lib/useMediaQuery';
import { CATEGORY_TABS, isCategoryTab, type CategoryCounts, type CategoryTab } from './battlerList';

export const CATEGORY_ID_PREFIX = 'battlers';

/** All / Active / Retired / Hall of Fame / In Memory with counts: tabs, or a dropdown on phones. */
export function CategoryFilter({
  value,
  onChange,
  counts,
}: {
  value: CategoryTab;
  onChange: (tab: CategoryTab) => void;
  counts: CategoryCounts;
}) {
  const isMobile = useIsMobile();
  const items = CATEGORY_TABS.map((t) => ({ id: t.id, label: `${t.label} (${counts[t.id]})` }));
  if (isMobile) {
    return (
      <SelectField
        label="Category"
        value={value}
        onChange={(e) => {
          if (isCategoryTab(e.target.value)) onChange(e.target.value);
        }}
      >
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return <Tabs<CategoryTab> idPrefix={CATEGORY_ID_PREFIX} label="Battler categories" items={items} value={value} onChange={onChange} />;
}
