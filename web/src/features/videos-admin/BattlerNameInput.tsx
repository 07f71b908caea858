import styled from 'styled-components';
import { useAutocomplete } from '../../components/Suggestions';
import { ErrorText, InputControl, Label } from '../../components/Field';
import { useLazySearchBattlersQuery } from '../catalogue';

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
  maxLength,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  error?: string;
}) {
  const [trigger, { data, originalArgs }] = useLazySearchBattlersQuery();
  const { id, inputProps, list } = useAutocomplete({
    label, text: value, results: data, resultsFor: originalArgs,
    search: (q) => trigger(q, true), onType: onChange, onPick: (s) => onChange(s.name),
  });

  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <InputControl
        {...inputProps}
        name={name}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        $invalid={!!error}
      />
      {list}
      {error && <ErrorText>{error}</ErrorText>}
    </Wrap>
  );
}
