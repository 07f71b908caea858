import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { InputControl, Label, SelectControl } from '../../../components/Field';
import { useGetAuditActorsQuery } from './adminApi';
import { AUDIT_KINDS } from './auditActions';
import { isCalendarDay, type AuditFilterKey, type AuditFilters } from './auditFilters';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  align-items: end;
  gap: 0.75rem;
  margin-bottom: 0.4rem;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  /* a date input's own width does not fit a phone's half column */
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

const Hint = styled.p`
  margin: 0 0 0.9rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const HINT_ID = 'audit-days-hint';

interface DayProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onCommit: (day: string) => void;
}

/**
 * A date input that tells only whole days (or its clearing): while a day is half typed the
 * input's value is empty, which is not a wish to drop the filter. It keeps what is typed
 * itself, and takes the address's day when that changes from outside (Clear, Back).
 */
function DayInput({ id, label, value, min, max, onCommit }: DayProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    if (isCalendarDay(next) || (next === '' && !e.target.validity.badInput)) onCommit(next);
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <InputControl id={id} type="date" value={text} min={min} max={max} aria-describedby={HINT_ID} onChange={change} />
    </div>
  );
}

interface Props {
  filters: AuditFilters;
  active: boolean;
  onChange: (name: AuditFilterKey, value: string) => void;
  onClear: () => void;
}

/** The audit log's filters: an action, an actor, a range of league days; and a way back to the whole log. */
export function AuditFilterBar({ filters, active, onChange, onClear }: Props) {
  const { data: actors = [] } = useGetAuditActorsQuery();
  // an actor named by the address but not (or not yet) in the list still shows as chosen
  const unlisted = filters.actor && !actors.some((a) => a.id === filters.actor) ? filters.actor : null;
  return (
    <>
      <Bar role="group" aria-label="Filter the audit log">
        <div>
          <Label htmlFor="audit-kind">Action</Label>
          <SelectControl id="audit-kind" value={filters.kind ?? ''} onChange={(e) => onChange('kind', e.target.value)}>
            <option value="">All actions</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </SelectControl>
        </div>
        <div>
          <Label htmlFor="audit-actor">Actor</Label>
          <SelectControl id="audit-actor" value={filters.actor ?? ''} onChange={(e) => onChange('actor', e.target.value)}>
            <option value="">All actors</option>
            {unlisted && <option value={unlisted}>{unlisted}</option>}
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.entries})
              </option>
            ))}
          </SelectControl>
        </div>
        <DayInput id="audit-from" label="From" value={filters.from ?? ''} max={filters.to} onCommit={(day) => onChange('from', day)} />
        <DayInput id="audit-to" label="To" value={filters.to ?? ''} min={filters.from} onCommit={(day) => onChange('to', day)} />
        <Button variant="secondary" onClick={onClear} disabled={!active}>
          Clear filters
        </Button>
      </Bar>
      <Hint id={HINT_ID}>Days are the league&apos;s (Arizona time), both included.</Hint>
    </>
  );
}
