import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const Label = styled.label`
  display: block;
  margin-bottom: 0.35rem;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.red : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s;
  &::placeholder { color: ${({ theme }) => theme.colors.subtle}; }
  &:hover:not(:disabled) { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.red : theme.colors.muted)}; }
  /* the same ring as every other control (GlobalStyle): 3px #ffd24d, 13:1 or more on the dark
     surfaces; the border keeps saying invalid while the field has focus */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.red : theme.colors.gold)};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const InputControl = styled.input<{ $invalid?: boolean }>`${controlStyles}`;
export const SelectControl = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.2rem;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 18px) 55%, calc(100% - 13px) 55%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

const Wrap = styled.div`
  margin-bottom: 1rem;
`;

export const ErrorText = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.82rem;
  font-weight: 600;
  color: #ff6b60;
`;

const Hint = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with an error line wired up through aria-describedby. */
export function TextField({ label, error, hint, id, ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const errId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <InputControl id={inputId} $invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errId}>{error}</ErrorText>}
    </Wrap>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hideLabel?: boolean;
}

/** A labelled select with its error line wired up through aria-describedby, as TextField's. */
export function SelectField({ label, error, id, hideLabel, children, ...rest }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? `s${auto}`;
  const errId = `${selectId}-error`;
  return (
    <Wrap>
      <Label htmlFor={selectId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <SelectControl id={selectId} $invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={error ? errId : undefined} {...rest}>
        {children}
      </SelectControl>
      {error && <ErrorText id={errId}>{error}</ErrorText>}
    </Wrap>
  );
}
