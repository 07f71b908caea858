import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { ThemeProvider } from 'styled-components';
import * as yup from 'yup';
import { theme } from '../lib/theme';
import { SelectField } from './Field';
import { FocusFirstError } from './FocusFirstError';
import { FormikField } from './FormikField';

const schema = yup.object({
  name: yup.string().required('Name is required'),
  level: yup.string().required('Please select a level'),
  email: yup.string().email('Invalid email').required('Email is required'),
});


function setup(onSubmit = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <Formik initialValues={{ name: '', level: '', email: '' }} validationSchema={schema} onSubmit={onSubmit}>
        {({ getFieldProps, touched, errors }) => (
          <Form noValidate aria-label="Test form">
            <FocusFirstError />
            <FormikField name="name" label="Name" />
            <SelectField label="Level" {...getFieldProps('level')} error={touched.level ? errors.level : undefined}>
              <option value="">Pick one</option>
              <option value="gold">Gold</option>
            </SelectField>
            <FormikField name="email" label="Email" type="email" />
            <button type="submit">Send</button>
          </Form>
        )}
      </Formik>
    </ThemeProvider>,
  );
  const send = screen.getByRole('button', { name: 'Send' });
  // as a keyboard user would: focus on the submit button, then Enter (a submit)
  const submit = () =>
    act(async () => {
      send.focus();
      fireEvent.click(send);
    });
  return { onSubmit, send, submit };
}

describe('FocusFirstError', () => {
  it('moves focus to the first invalid field, in DOM order, after a failed submit', async () => {
    const { submit } = setup();
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    // its error is what the field's description reads
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    });
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Level')).toHaveFocus());
    expect(screen.getByLabelText('Level')).toHaveAccessibleDescription('Please select a level');
  });

  it('leaves focus alone on a valid submit and while the fields are validated as they change', async () => {
    const { onSubmit, send, submit } = setup();
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    await act(async () => {
      email.focus();
      fireEvent.change(email, { target: { value: 'nope' } });
    });
    await act(async () => {
      fireEvent.blur(email);
      email.focus();
      fireEvent.change(email, { target: { value: 'still nope' } });
    });
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(name).not.toHaveFocus();

    await act(async () => {
      fireEvent.change(name, { target: { value: 'Ana' } });
      fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'gold' } });
      fireEvent.change(email, { target: { value: 'ana@example.com' } });
    });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(send).toHaveFocus();
  });
});
