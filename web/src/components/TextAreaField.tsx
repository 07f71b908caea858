import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, ErrorText, Label } from './Field';

export const TextAreaControl = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  /* the spec's message box: at least 100 px high */
  min-height: 100px;
  line-height: 1.45;
`;

const Wrap = styled.div`
  margin-bottom: 1rem;
`;

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 0.35rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.subtle};
`;

const Count = styled.span<{ $state: CountState }>`
  margin-left: auto;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $state }) => ($state === 'over' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'over' ? theme.colors.redText : $state === 'full' ? theme.colors.gold : theme.colors.subtle)};
`;

type CountState = 'ok' | 'full' | 'over';

export interface Counting {
  /** a hard limit: typing stops there ('12/100', gold when full) */
  maxLength?: number;
  /** a soft limit: the count turns red past it and the form's rules refuse it ('101/100') */
  max?: number;
  /** a minimum of trimmed characters ('12 characters, at least 50'), red once `touched` */
  min?: number;
  touched?: boolean;
}

/** What the counter says and how it looks; null when nothing is counted. */
export function countOf(value: string, { maxLength, max, min, touched }: Counting): { text: string; state: CountState } | null {
  const limit = maxLength ?? max;
  if (limit !== undefined) {
    const state = value.length > limit ? 'over' : maxLength !== undefined && value.length >= maxLength ? 'full' : 'ok';
    return { text: `${value.length}/${limit}`, state };
  }
  if (min === undefined) return null;
  const length = value.trim().length;
  return { text: `${length} characters, at least ${min}`, state: touched && length < min ? 'over' : 'ok' };
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength' | 'minLength'> & Counting & {
  label: ReactNode;
  value: string;
  error?: string;
  hint?: ReactNode;
};

/**
 * The one labelled textarea: its hint, counter and error tied to it by aria-describedby.
 * Counted by `maxLength` (hard), `max` (soft) or `min` (see Counting).
 */
export function TextAreaField({ label, error, hint, id, value, rows = 4, maxLength, max, min, touched, ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const areaId = id ?? `t${auto}`;
  const count = countOf(value, { maxLength, max, min, touched });
  const describedBy = [hint ? `${areaId}-hint` : '', count ? `${areaId}-count` : '', error ? `${areaId}-error` : ''].filter(Boolean).join(' ');
  return (
    <Wrap>
      <Label htmlFor={areaId}>{label}</Label>
      <TextAreaControl
        id={areaId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {(hint || count) && (
        <Foot>
          {hint && <span id={`${areaId}-hint`}>{hint}</span>}
          {count && (
            <Count id={`${areaId}-count`} $state={count.state} data-testid={`${rest.name ?? areaId}-count`}>
              {count.text}
            </Count>
          )}
        </Foot>
      )}
      {error && <ErrorText id={`${areaId}-error`}>{error}</ErrorText>}
    </Wrap>
  );
}
