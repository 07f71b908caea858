import type { Battler, BattlerCategory } from '../catalogue';

/** The directory's tabs: every battler, or one category (public §4; the server sends `category`). */
export type CategoryTab = 'all' | BattlerCategory;

export const CATEGORY_TABS: readonly { id: CategoryTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'retired', label: 'Retired' },
  { id: 'hall_of_fame', label: 'Hall of Fame' },
  { id: 'in_memory', label: 'In Memory' },
];

export type SortKey = 'name' | 'winRate' | 'votes' | 'battles';

export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'name', label: 'Alphabetical' },
  { value: 'winRate', label: 'Highest Win Rate' },
  { value: 'votes', label: 'Most Votes' },
  { value: 'battles', label: 'Most Battles' },
];

export function isSortKey(v: string): v is SortKey {
  return SORT_OPTIONS.some((o) => o.value === v);
}

export function isCategoryTab(v: string): v is CategoryTab {
  return CATEGORY_TABS.some((t) => t.id === v);
}

export type CategoryCounts = Record<CategoryTab, number>;

export function countByCategory(battlers: readonly Battler[]): CategoryCounts {
  const counts: CategoryCounts = { all: battlers.length, active: 0, retired: 0, hall_of_fame: 0, in_memory: 0 };
  for (const b of battlers) counts[b.category] += 1;
  return counts;
}

export function inCategory(battlers: readonly Battler[], tab: CategoryTab): Battler[] {
  return tab === 'all' ? [...battlers] : battlers.filter((b) => b.category === tab);
}

/** Case-insensitive substring match on the name; a blank term matches everyone. */
export function matchName(battlers: readonly Battler[], term: string): Battler[] {
  const q = term.trim().toLowerCase();
  return q ? battlers.filter((b) => b.name.toLowerCase().includes(q)) : [...battlers];
}

let collator: Intl.Collator | undefined;
// one Collator for the whole sort: localeCompare with options builds one per comparison (issue 15)
const byName = (a: Battler, b: Battler) => (collator ??= new Intl.Collator(undefined, { sensitivity: 'base' })).compare(a.name, b.name);

/** Highest first; ties fall back to the name so the order never jumps between renders. */
function desc(pick: (b: Battler) => number) {
  return (a: Battler, b: Battler) => pick(b) - pick(a) || byName(a, b);
}

/** A new sorted array. Battlers with no win rate (no battles) go last under Highest Win Rate. */
export function sortBattlers(battlers: readonly Battler[], key: SortKey): Battler[] {
  const list = [...battlers];
  switch (key) {
    case 'winRate':
      return list.sort((a, b) => {
        if (a.winRate == null || b.winRate == null) {
          if (a.winRate == null && b.winRate == null) return byName(a, b);
          return a.winRate == null ? 1 : -1;
        }
        return b.winRate - a.winRate || byName(a, b);
      });
    case 'votes':
      return list.sort(desc((b) => b.totalVotes));
    case 'battles':
      return list.sort(desc((b) => b.battles));
    default:
      return list.sort(byName);
  }
}

const CATEGORY_EMPTY: Record<CategoryTab, string> = {
  all: 'No battlers yet',
  active: 'No active battlers yet',
  retired: 'No retired battlers yet',
  hall_of_fame: 'No Hall of Fame inductees yet',
  in_memory: 'No memorial entries',
};

/**
 * What an empty tab says. A category with nobody in it at all keeps its own message even while
 * searching (the search is not why it is empty); otherwise an empty result blames the search.
 */
export function emptyMessage(tab: CategoryTab, categorySize: number, term: string): string {
  const q = term.trim();
  if (categorySize === 0 || !q) return CATEGORY_EMPTY[tab];
  return `No battlers found matching "${q}"`;
}
