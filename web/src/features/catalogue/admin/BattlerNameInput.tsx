import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { BLUR_DELAY_MS, MAX_SUGGESTIONS, MIN_QUERY, SuggestionList, SuggestionOption } from '../../../components/Suggestions';
import { ErrorText, InputControl, Label } from '../../../components/Field';
import { useLazySearchBattlersQuery } from '../catalogueApi';


const Wrap = styled.div`
  position: relative;
  margin-bottom: 1rem;
`;

/**
 * A battler-name field with suggestions from GET /api/battlers/search (after 1 character,
 * at most 5, closing 200 ms after blur); arrows, Enter and Escape work the list.
 */
export function BattlerNameInput({
  label,
  name,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [trigger, { data, originalArgs }] = useLazySearchBattlersQuery();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
  }, []);

  const query = value.trim();
  const suggestions = open && query.length >= MIN_QUERY && originalArgs === query ? (data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const expanded = suggestions.length > 0;

  const type = (next: string) => {
    onChange(next);
    setActive(-1);
    const q = next.trim();
    if (q.length >= MIN_QUERY) {
      setOpen(true);
      trigger(q, true);
    } else {
      setOpen(false);
    }
  };

  const choose = (picked: string) => {
    onChange(picked);
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
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(suggestions[active].name);
    } else if (e.key === 'Escape' && expanded) {
      // close the list, not the dialog around it
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <InputControl
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        $invalid={!!error}
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
            onClick={() => choose(s.name)}
          >
            {s.name}
          </SuggestionOption>
        ))}
      </SuggestionList>
      {error && <ErrorText>{error}</ErrorText>}
    </Wrap>
  );
}
