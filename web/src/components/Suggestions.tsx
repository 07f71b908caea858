import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/** Autocomplete limits (admin §9): search after 1 character, at most 5 suggestions, close 200 ms after blur. */
export const MIN_QUERY = 1;
export const MAX_SUGGESTIONS = 5;
export const BLUR_DELAY_MS = 200;

const SuggestionList = styled.ul`
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0;
  right: 0;
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface2};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const SuggestionOption = styled.li<{ $active: boolean }>`
  padding: 0.55rem 0.7rem;
  border-radius: 4px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.goldSoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.gold : theme.colors.text)};
  &:hover { background: ${({ theme }) => theme.colors.goldSoft}; }
`;

export interface Suggestion {
  id: string;
  name: string;
}

export interface AutocompleteOptions<T extends Suggestion> {
  /** the field's label: the list is named '<label> suggestions' */
  label: string;
  text: string;
  /** the last search's results, and the query they answer (a stale answer is not shown) */
  results: readonly T[] | undefined;
  resultsFor: string | undefined;
  search: (query: string) => void;
  onType: (text: string) => void;
  onPick: (item: T) => void;
  /** Enter with nothing highlighted picks a lone suggestion (a field that must hold a choice) */
  enterPicksLone?: boolean;
}

/**
 * A combobox with suggestions (admin §9 limits): arrows, Enter and Escape work the list,
 * Escape closes the list and not a dialog around it, a click keeps the focus. Answers
 * the input's props (spread them on the input) and the list to render after it.
 */
export function useAutocomplete<T extends Suggestion>(o: AutocompleteOptions<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
  }, []);

  const query = o.text.trim();
  const suggestions = open && query.length >= MIN_QUERY && o.resultsFor === query ? (o.results ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const expanded = suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const type = (next: string) => {
    o.onType(next);
    setActive(-1);
    const q = next.trim();
    setOpen(q.length >= MIN_QUERY);
    if (q.length >= MIN_QUERY) o.search(q);
  };
  const choose = (item: T) => {
    o.onPick(item);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!expanded) {
        if (query.length >= MIN_QUERY) {
          setOpen(true);
          o.search(query);
        }
        return;
      }
      e.preventDefault();
      const n = suggestions.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if (e.key === 'Enter' && expanded) {
      const pick = active >= 0 ? suggestions[active] : o.enterPicksLone && suggestions.length === 1 ? suggestions[0] : null;
      // a field that must hold a choice never submits a typed name
      if (pick || o.enterPicksLone) e.preventDefault();
      if (pick) choose(pick);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      close();
    }
  };

  const inputProps = {
    id,
    value: o.text,
    autoComplete: 'off',
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? `${id}-opt-${active}` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => type(e.target.value),
    onKeyDown,
    onFocus: () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    onBlur: () => {
      blurTimer.current = setTimeout(close, BLUR_DELAY_MS);
    },
  };

  const list = (
    <SuggestionList id={listId} role="listbox" aria-label={`${o.label} suggestions`} hidden={!expanded}>
      {suggestions.map((s, i) => (
        <SuggestionOption
          key={s.id}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          $active={i === active}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(s)}
        >
          {s.name}
        </SuggestionOption>
      ))}
    </SuggestionList>
  );

  return { id, query, inputProps, list };
}
