import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { withAsOf } from './asOf/asOf';
import { useAsOf } from './asOf/useAsOf';

/**
 * Back to where the visitor came from; on a page opened directly (no in-app history,
 * location key 'default') history back would leave the site, so go to /battlers instead
 * (at the same instant, when the page shows the past).
 */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const asOf = useAsOf();
  return (
    <Button
      className={className}
      variant="secondary"
      size="sm"
      onClick={() => (key === 'default' ? navigate(withAsOf('/battlers', asOf)) : navigate(-1))}
    >
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
