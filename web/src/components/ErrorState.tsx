import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div`
  text-align: center;
  padding: 2.5rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.redSoft};
  h2, h3 { font-size: 1.5rem; text-transform: uppercase; }
  p { margin: 0 auto 1rem; max-width: 36rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

export interface ErrorStateProps {
  title: string;
  /** the ApiError's message ('status: body text') */
  message?: string;
  onRetry?: () => void;
  as?: 'h2' | 'h3';
}

/** A failed read: what failed, the server's answer, and a way to try again. */
export function ErrorState({ title, message, onRetry, as = 'h2' }: ErrorStateProps) {
  const H = as;
  return (
    <Box role="alert">
      <H>{title}</H>
      {message && <p>{message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Box>
  );
}
