import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormikField } from '../../components/FormikField';
import { LoadFailed } from '../../components/panelParts';
import { SkeletonRows } from '../../components/Skeleton';
import { useToast } from '../../components/Toast';
import { useSetCurrentUser } from '../auth';
import { useGetProfileQuery, useUpdateProfileMutation } from './profileApi';
import { profileSchema } from './schemas';

const Two = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 1rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

export function ProfileInfoForm() {
  const { data: profile, isLoading, isError, error, refetch } = useGetProfileQuery();
  const [update] = useUpdateProfileMutation();
  const setCurrentUser = useSetCurrentUser();
  const { toast } = useToast();

  if (isLoading) return <SkeletonRows count={3} />;
  if (isError || !profile) {
    return <LoadFailed what="your profile" message={error?.message} onRetry={refetch} />;
  }

  return (
    <Formik
      enableReinitialize
      initialValues={{ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', email: profile.email ?? '' }}
      validationSchema={profileSchema}
      onSubmit={async (values) => {
        try {
          const user = await update({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
          }).unwrap();
          if (user) setCurrentUser(user);
          toast({ title: 'Profile updated', description: 'Your profile information has been saved.' });
        } catch {
          toast({ title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Profile information">
          <FocusFirstError />
          <Two>
            <FormikField name="firstName" label="First name" autoComplete="given-name" />
            <FormikField name="lastName" label="Last name" autoComplete="family-name" />
          </Two>
          <FormikField name="email" label="Email" type="email" autoComplete="email" />
          <TextField label="Username" value={profile.username} readOnly disabled hint="Usernames can't be changed." />
          <Button type="submit" loading={isSubmitting} disabled={!dirty}>
            Save Changes
          </Button>
        </Form>
      )}
    </Formik>
  );
}
