import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, ErrorText, Label } from '../../../components/Field';

const TextAreaControl = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 88px;
  line-height: 1.45;
`;

const Wrap = styled.div`
  margin-bottom: 1rem;
`;

const Hint = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.subtle};
`;

/** A labelled textarea with its error and hint lines tied to it. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  rows = 4,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const auto = useId();
  const areaId = id ?? `t${auto}`;
  const describedBy = [hint ? `${areaId}-hint` : '', error ? `${areaId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={areaId}>{label}</Label>
      <TextAreaControl id={areaId} rows={rows} $invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Hint id={`${areaId}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${areaId}-error`}>{error}</ErrorText>}
    </Wrap>
  );
}

export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  min-height: 44px;
  font-weight: 700;
  cursor: pointer;
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.gold}; }
`;
