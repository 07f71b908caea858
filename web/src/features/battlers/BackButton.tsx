import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';

/**
 * Back to where the visitor came from; on a page opened directly (no in-app history,
 * location key 'default') history back would leave the site, so go to /battlers instead.
 */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Button
      className={className}
      variant="secondary"
      size="sm"
      onClick={() => (key === 'default' ? navigate('/battlers') : navigate(-1))}
    >
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
