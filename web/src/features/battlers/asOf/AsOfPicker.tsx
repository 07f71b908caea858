import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ErrorText, InputControl, Label } from '../../../components/Field';
import { pickedInstant, pickerFields, today } from './asOf';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 9rem) auto;
  gap: 0.75rem;
  align-items: end;
  margin: 0 0 1rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    button { grid-column: 1 / -1; width: 100%; }
  }
  .error { grid-column: 1 / -1; margin: 0; }
`;

/**
 * An admin's way into the past: a day, and optionally a time of it (the viewer's own zone).
 * The fields follow the instant on view (also after Back to live or the browser's Back),
 * adjusted while rendering rather than by remounting, so focus stays on Show after a pick.
 */
export function AsOfPicker({ asOf, onPick }: { asOf: string | null; onPick: (asOf: string) => void }) {
  const initial = pickerFields(asOf);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [problem, setProblem] = useState('');
  const [shown, setShown] = useState(asOf);
  if (shown !== asOf) {
    setShown(asOf);
    setDate(initial.date);
    setTime(initial.time);
    setProblem('');
  }
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instant = pickedInstant(date, time);
    if (!instant) {
      setProblem(date ? 'Enter a valid date and time.' : 'Choose a date first.');
      return;
    }
    setProblem('');
    onPick(instant);
  };

  return (
    <Form onSubmit={submit} aria-label="View standings as of a past date" noValidate>
      <div>
        <Label htmlFor={`${id}-date`}>Standings as of</Label>
        <InputControl
          id={`${id}-date`}
          type="date"
          max={today()}
          value={date}
          $invalid={!!problem}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-time`}>Time (optional)</Label>
        <InputControl id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary">
        Show
      </Button>
      {problem && (
        <ErrorText id={errorId} className="error" role="alert">
          {problem}
        </ErrorText>
      )}
    </Form>
  );
}
