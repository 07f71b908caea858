import styled from 'styled-components';
import { useAutocomplete } from '../../components/Suggestions';
import { InputControl, Label } from '../../components/Field';
import { useLazySearchBattlersQuery } from '../catalogue';
import type { BattlerName } from './mergeApi';


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
  const [trigger, { data, originalArgs }] = useLazySearchBattlersQuery();
  const { id, query, inputProps, list } = useAutocomplete({
    label, text: value.text, results: data, resultsFor: originalArgs, enterPicksLone: true,
    search: (q) => trigger(q, true),
    // typing drops the choice: a name that is only typed never reaches the merge
    onType: (text) => onChange({ text, battler: null }),
    onPick: (battler) => onChange(picked(battler)),
  });
  const statusId = `${id}-status`;

  const status = value.battler ? `Chosen: ${value.battler.name}` : query ? 'Choose a battler from the suggestions' : '';

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Anchor>
        <InputControl
          {...inputProps}
          name={name}
          placeholder="Start typing a battler's name..."
          aria-describedby={statusId}
        />
        {list}
      </Anchor>
      <Status id={statusId} $chosen={!!value.battler}>
        {status}
      </Status>
    </div>
  );
}
