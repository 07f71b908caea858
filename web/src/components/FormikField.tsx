import { useField } from 'formik';
import { TextField, type TextFieldProps } from './Field';

// Apart from Field.tsx so the public pages' inputs do not pull formik into the first load.
/** TextField bound to a formik field: errors show once touched or after a submit. */
export function FormikField({ name, ...rest }: Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string }) {
  const [field, meta] = useField(name);
  return <TextField {...field} {...rest} name={name} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}
