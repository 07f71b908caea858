import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { BelowTheFoldSpace, useFirstPaintCards } from '../../components/AfterFirstPaint';
import { Button } from '../../components/Button';
import { InputControl, Label, SelectControl } from '../../components/Field';
import { TrophyIcon } from '../../components/icons';
import { Container, EmptyState, Eyebrow, Lead, Page, PageTitle } from '../../components/layout';
import { TabPanel } from '../../components/Tabs';
import { PRODUCT } from '../../lib/brand';
import { useIsMobile } from '../../lib/useMediaQuery';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { Battler } from '../catalogue';
import { TimeTravel } from './asOf/TimeTravel';
import { useAsOf } from './asOf/useAsOf';
import { pastRefusal, useBattlersAt } from './asOf/useStandings';
import { BattlerCard } from './BattlerCard';
import {
  countByCategory,
  emptyMessage,
  inCategory,
  isCategoryTab,
  isSortKey,
  matchName,
  SORT_OPTIONS,
  sortBattlers,
  type CategoryTab,
  type SortKey,
} from './battlerList';
import { CardSkeletons } from './CardSkeletons';
import { CATEGORY_ID_PREFIX, CategoryFilter } from './CategoryFilter';
import { CardGrid } from './styles';
import { SummaryTiles } from './SummaryTiles';
import { useYouTubeViewsVisible } from './useYouTubeViews';
import { YouTubeViewsSwitch } from './YouTubeViewsSwitch';

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: 1fr 240px;
  gap: 1rem;
  margin-bottom: 1.25rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; gap: 0.75rem; }
`;

const ResultLine = styled.p`
  margin: 0 0 1rem;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const NO_BATTLERS: Battler[] = [];

/**
 * Search, sort and tab live in the query string, defaults left out: coming back from a
 * battler's page, a reload or a shared link shows the list as it was left. Typing replaces
 * the entry (no history step per keystroke); a tab or sort change is a step Back undoes.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const rawSort = params.get('sort') ?? '';
  const rawTab = params.get('category') ?? '';
  const sort: SortKey = isSortKey(rawSort) ? rawSort : 'name';
  const tab: CategoryTab = isCategoryTab(rawTab) ? rawTab : 'all';
  const set = (key: string, value: string, fallback: string, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );
  return {
    search,
    sort,
    tab,
    setSearch: (v: string) => set('q', v, '', true),
    // choosing what is already shown adds no step for Back to undo
    setSort: (v: SortKey) => {
      if (v !== sort) void set('sort', v, 'name');
    },
    setTab: (v: CategoryTab) => {
      if (v !== tab) void set('category', v, 'all');
    },
  };
}

/** The first cards in the page's first paint, the rest in steps after it (useFirstPaintCards). */
function BattlerGrid({ battlers, showYouTubeViews }: { battlers: Battler[]; showYouTubeViews: boolean }) {
  const shown = useFirstPaintCards(battlers);
  return (
    <>
      <CardGrid aria-label="Battlers">
        {shown.map((b) => (
          <li key={b.id}>
            <BattlerCard battler={b} showYouTubeViews={showYouTubeViews} />
          </li>
        ))}
      </CardGrid>
      {shown.length < battlers.length && <BelowTheFoldSpace />}
    </>
  );
}

/** The battler directory (public §2 Battlers screen). */
export default function BattlersPage() {
  useDocumentTitle('Battlers');
  const asOf = useAsOf();
  const { data = NO_BATTLERS, isLoading, isFetching, isError, error, refetch } = useBattlersAt(asOf);
  const refusal = pastRefusal(asOf, error);
  const showYouTubeViews = useYouTubeViewsVisible();
  const isMobile = useIsMobile();
  const { search, sort, tab, setSearch, setSort, setTab } = useListParams();

  const roster = useMemo(() => countByCategory(data), [data]);
  // tab counts follow the search, so a visitor sees which tab holds their matches
  const matches = useMemo(() => matchName(data, search), [data, search]);
  const tabCounts = useMemo(() => countByCategory(matches), [matches]);
  const shown = useMemo(() => sortBattlers(inCategory(matches, tab), sort), [matches, tab, sort]);

  let body;
  if (isLoading) body = <CardSkeletons />;
  // the banner says why that instant cannot be shown; an empty roster below it would mislead
  else if (refusal) body = null;
  else if (isError)
    body = (
      <EmptyState title="Couldn't load battlers" icon={<TrophyIcon size={40} />}>
        <p>Something went wrong while loading the roster. Please try again.</p>
        <Button variant="secondary" loading={isFetching} onClick={() => refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  else if (shown.length === 0)
    body = <EmptyState title={emptyMessage(tab, roster[tab], search)} icon={<TrophyIcon size={40} />} />;
  else body = <BattlerGrid battlers={shown} showYouTubeViews={showYouTubeViews} />;

  return (
    <Page>
      <Container>
        <Eyebrow>Roster</Eyebrow>
        <PageTitle>
          {PRODUCT} <span>BATTLERS</span>
        </PageTitle>
        <Lead>Records, win rates and votes for everyone who has stepped on the {PRODUCT} stage.</Lead>
        <div style={{ marginTop: '2rem' }}>
          <TimeTravel asOf={asOf} error={refusal} standings />
          <YouTubeViewsSwitch />
          <SummaryTiles counts={roster} loading={isLoading} unavailable={isError} />
          <Toolbar role="search">
            <div>
              <Label htmlFor="battler-search">Search battlers</Label>
              <InputControl
                id="battler-search"
                type="search"
                placeholder="Search by name..."
                autoComplete="off"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div>
              <Label htmlFor="battler-sort">Sort by</Label>
              <SelectControl
                id="battler-sort"
                value={sort}
                onChange={(e) => {
                  if (isSortKey(e.target.value)) setSort(e.target.value);
                }}
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectControl>
            </div>
          </Toolbar>
          <CategoryFilter value={tab} onChange={setTab} counts={tabCounts} loading={isLoading} unavailable={isError} />
          {!isLoading && !isError && (
            <ResultLine role="status">
              {shown.length === 1 ? 'Showing 1 battler' : `Showing ${shown.length} battlers`}
              {search.trim() && ` matching "${search.trim()}"`}
            </ResultLine>
          )}
          {isMobile ? (
            <section aria-label="Battlers list">{body}</section>
          ) : (
            <TabPanel idPrefix={CATEGORY_ID_PREFIX} id={tab}>
              {body}
            </TabPanel>
          )}
        </div>
      </Container>
    </Page>
  );
}
