import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { controlStyles, ErrorText, Label } from './Field';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 96px;
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
  .count { margin-left: auto; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .count.over { color: ${({ theme }) => theme.colors.redText}; font-weight: 700; }
`;

/**
 * A labelled textarea bound to a formik field, with a character counter: `max` counts
 * down to the limit ('12/100'), `min` counts up to the minimum ('12 characters, at least 50').
 */
export function CountedTextArea({
  name,
  label,
  hint,
  max,
  min,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'maxLength' | 'minLength'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  max?: number;
  min?: number;
}) {
  const [field, meta] = useField<string>(name);
  const id = `t${useId()}`;
  const value = field.value ?? '';
  const length = value.trim().length;
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const over = (max !== undefined && value.length > max) || (min !== undefined && meta.touched && length < min);
  const count = max !== undefined ? `${value.length}/${max}` : `${length} characters${min ? `, at least ${min}` : ''}`;
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        rows={3}
        {...field}
        value={value}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <Foot>
        {hint && <span id={`${id}-hint`}>{hint}</span>}
        <span id={`${id}-count`} className={over ? 'count over' : 'count'} data-testid={`${name}-count`}>
          {count}
        </span>
      </Foot>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrap>
  );
}
