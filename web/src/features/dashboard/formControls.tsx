import type { ReactNode } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { ErrorText, SelectField, type SelectFieldProps } from '../../components/Field';

const Hint = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function FormikSelect({ name, ...rest }: Omit<SelectFieldProps, 'name' | 'value' | 'error'> & { name: string }) {
  const [field, meta] = useField<string>(name);
  return <SelectField {...field} {...rest} name={name} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}

const Fieldset = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 0.35rem; font-size: 0.85rem; font-weight: 700; }
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  max-height: 240px;
  overflow-y: auto;
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  padding: 0.55rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg};
  cursor: pointer;
  input { flex: none; width: 18px; height: 18px; margin-top: 0.15rem; accent-color: ${({ theme }) => theme.colors.gold}; }
  span { display: grid; min-width: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.gold}; }
`;

export interface CheckOption {
  value: string;
  label: string;
  detail?: string;
}

/** A list of checkboxes bound to a formik string array. */
export function FormikCheckboxGroup({ name, legend, options, empty }: { name: string; legend: string; options: CheckOption[]; empty: ReactNode }) {
  const [field, meta, helpers] = useField<string[]>(name);
  const chosen = field.value ?? [];
  const toggle = (value: string) =>
    helpers.setValue(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <Hint>{empty}</Hint>
      ) : (
        <Options>
          {options.map((o) => (
            <li key={o.value}>
              <Option>
                <input type="checkbox" name={name} value={o.value} checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} />
                <span>
                  {o.label}
                  {o.detail && <small>{o.detail}</small>}
                </span>
              </Option>
            </li>
          ))}
        </Options>
      )}
      {meta.error && typeof meta.error === 'string' && <ErrorText>{meta.error}</ErrorText>}
    </Fieldset>
  );
}
