import { useField } from 'formik';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

// Apart from TextAreaField.tsx so a form without formik does not pull it in (as FormikField).
/** TextAreaField bound to a formik field: its error and a minimum's red count show once touched. */
export function FormikTextArea({ name, ...rest }: Omit<TextAreaFieldProps, 'name' | 'value' | 'error' | 'touched'> & { name: string }) {
  const [field, meta] = useField<string>(name);
  return <TextAreaField {...field} {...rest} name={name} value={field.value ?? ''} touched={meta.touched} error={meta.touched ? meta.error : undefined} />;
}
