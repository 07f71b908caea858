import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

export const Skeleton = styled.div<{ $h?: string; $w?: string; $radius?: string }>`
  height: ${({ $h = '1rem' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: linear-gradient(90deg, #1b1b21 0px, #26262e 160px, #1b1b21 320px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.3s linear infinite;
`;

const Rows = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/** N placeholder rows (the admin page uses 3). */
export function SkeletonRows({ count = 3, height = '3rem', label = 'Loading' }: { count?: number; height?: string; label?: string }) {
  return (
    <Rows role="status" aria-live="polite" aria-busy="true" data-testid="skeleton-rows">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $h={height} />
      ))}
    </Rows>
  );
}
