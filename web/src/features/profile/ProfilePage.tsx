import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Card, Container, Page } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton';
import { TabPanel, Tabs } from '../../components/Tabs';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountLoadFailed, useAccountRetry, useCurrentUser } from '../auth';
import { AvatarCard } from './AvatarCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileInfoForm } from './ProfileInfoForm';

const Narrow = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

type Tab = 'info' | 'password';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const current = useCurrentUser();
  const { user, isLoading, isFetching, isError, error } = current;
  // after Try Again, focus goes to the profile's heading (or the visitor card's), or back to the failure
  const retry = useAccountRetry(current);
  const [tab, setTab] = useState<Tab>('info');

  return (
    <Page>
      <Container>
        <Narrow>
          {isLoading || (!user && isFetching) ? (
            <SkeletonRows count={3} height="4rem" />
          ) : !user && isError ? (
            // a failed read (not a 401) says nothing about who is signed in: not the visitor's card
            <AccountLoadFailed error={error} {...retry} />
          ) : !user ? (
            <Card style={{ textAlign: 'center' }}>
              <h1 style={{ fontSize: '2rem', textTransform: 'uppercase' }}>Profile</h1>
              <p>Please log in to access your profile</p>
              <ButtonLink to="/auth">Go to Login</ButtonLink>
              <p style={{ marginTop: '1rem', fontSize: '0.9rem' }}>
                New here? <Link to="/auth">Create an account</Link>.
              </p>
            </Card>
          ) : (
            <>
              <AvatarCard user={user} />
              <Card>
                <Tabs<Tab>
                  idPrefix="profile"
                  label="Profile settings"
                  stretch
                  value={tab}
                  onChange={setTab}
                  items={[
                    { id: 'info', label: 'Profile Information' },
                    { id: 'password', label: 'Change Password' },
                  ]}
                />
                <TabPanel idPrefix="profile" id={tab}>
                  {tab === 'info' ? <ProfileInfoForm /> : <ChangePasswordForm />}
                </TabPanel>
              </Card>
            </>
          )}
        </Narrow>
      </Container>
    </Page>
  );
}
