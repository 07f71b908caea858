import { Navigate } from 'react-router';

/** The old /login address keeps working: it lands on the sign-in page. */
export default function LoginRedirect() {
  return <Navigate to="/auth" replace />;
}
