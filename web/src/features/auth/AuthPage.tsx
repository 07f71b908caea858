import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { SkeletonRows } from '../../components/Skeleton';
import { TabPanel, Tabs } from '../../components/Tabs';
import { PRODUCT } from '../../lib/brand';
import { takeReturnUrl } from '../../lib/returnUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout, Footer } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { useCurrentUser } from './useCurrentUser';

type Mode = 'login' | 'register';

export default function AuthPage() {
  const [mode, setMode] = useState<Mode>('login');
  useDocumentTitle(mode === 'login' ? 'Sign In' : 'Create Account');
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  // set while a submit is in flight, so the "already signed in" redirect does not race the return URL
  const [submitting, setSubmitting] = useState(false);

  if (user && !submitting) return <Navigate to="/" replace />;

  const handlers = {
    onStart: () => {
      setSubmitting(true);
    },
    onFailure: () => {
      setSubmitting(false);
    },
    onSuccess: () => navigate(takeReturnUrl() ?? '/', { replace: true }),
  };

  return (
    <AuthLayout
      title={mode === 'login' ? 'Welcome Back' : `Join ${PRODUCT}`}
      subtitle={mode === 'login' ? 'Sign in to vote, comment and apply.' : 'Create your account and step into the league.'}
    >
      {isLoading ? (
        <SkeletonRows count={3} />
      ) : (
        <>
          <Tabs<Mode>
            idPrefix="auth"
            label="Sign in or create an account"
            stretch
            value={mode}
            onChange={setMode}
            items={[
              { id: 'login', label: 'Sign In' },
              { id: 'register', label: 'Create Account' },
            ]}
          />
          <TabPanel idPrefix="auth" id={mode}>
            {mode === 'login' ? <LoginForm {...handlers} /> : <RegisterForm {...handlers} />}
          </TabPanel>
        </>
      )}
      <Footer>
        <Link to="/forgot-password">Forgot your password?</Link>
        <Button variant="secondary" size="sm" onClick={() => navigate('/')}>
          Return Home
        </Button>
      </Footer>
    </AuthLayout>
  );
}
