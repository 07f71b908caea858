import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { BLUR_DELAY_MS, MAX_SUGGESTIONS, MIN_QUERY, SuggestionList, SuggestionOption } from '../../components/Suggestions';
import { InputControl, Label } from '../../components/Field';
import { useLazyFindBattlersQuery, type BattlerName } from './mergeApi';


/** What a picker holds: the typed text, and the battler chosen from the suggestions (by id). */
export interface Picked {
  text: string;
  battler: BattlerName | null;
}

export const picked = (battler: BattlerName | null): Picked => ({ text: battler?.name ?? '', battler });

const Anchor = styled.div`
  position: relative;
`;

const Status = styled.p<{ $chosen: boolean }>`
  min-height: 1.1rem;
  margin: 0.3rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.muted : theme.colors.yellow)};
`;

/**
 * A battler chosen by id: suggestions from GET /api/battlers/search (after 1 character,
 * at most 5, closing 200 ms after blur; arrows, Enter and Escape work the list). Typing
 * drops the choice, so a name that is only typed never reaches the merge.
 */
export function BattlerPicker({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: Picked;
  onChange: (next: Picked) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [trigger, { data, originalArgs }] = useLazyFindBattlersQuery();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
  }, []);

  const query = value.text.trim();
  const suggestions = open && query.length >= MIN_QUERY && originalArgs === query ? (data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const expanded = suggestions.length > 0;

  const type = (text: string) => {
    onChange({ text, battler: null });
    setActive(-1);
    const q = text.trim();
    setOpen(q.length >= MIN_QUERY);
    if (q.length >= MIN_QUERY) trigger(q, true);
  };

  const choose = (battler: BattlerName) => {
    onChange(picked(battler));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!expanded) {
        if (query.length >= MIN_QUERY) {
          setOpen(true);
          trigger(query, true);
        }
        return;
      }
      e.preventDefault();
      const n = suggestions.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if (e.key === 'Enter' && expanded) {
      // Enter picks the highlighted suggestion, or the only one; it never submits a typed name
      e.preventDefault();
      const pick = active >= 0 ? suggestions[active] : suggestions.length === 1 ? suggestions[0] : null;
      if (pick) choose(pick);
    } else if (e.key === 'Escape' && expanded) {
      // close the list, not the dialog around it
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const status = value.battler ? `Chosen: ${value.battler.name}` : query ? 'Choose a battler from the suggestions' : '';

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Anchor>
        <InputControl
          id={id}
          name={name}
          value={value.text}
          placeholder="Start typing a battler's name..."
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={statusId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, BLUR_DELAY_MS);
          }}
        />
        <SuggestionList id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!expanded}>
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
      </Anchor>
      <Status id={statusId} $chosen={!!value.battler}>
        {status}
      </Status>
    </div>
  );
}
