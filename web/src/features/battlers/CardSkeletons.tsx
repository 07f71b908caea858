import { Skeleton } from '../../components/Skeleton';
import { CardGrid, CardShell } from './styles';

/** Placeholder cards shaped like the real ones, so the grid does not jump when data lands. */
export function CardSkeletons({ count = 6, label = 'Loading battlers' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="battler-skeletons">
      <span className="sr-only">{label}</span>
      <CardGrid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CardShell $kind="normal" as="div">
              <div style={{ display: 'flex', gap: '0.9rem', alignItems: 'center' }}>
                <Skeleton $h="64px" $w="64px" $radius="50%" />
                <div style={{ flex: 1, display: 'grid', gap: '0.5rem' }}>
                  <Skeleton $h="1.3rem" $w="70%" />
                  <Skeleton $h="0.8rem" $w="40%" />
                </div>
              </div>
              <Skeleton $h="0.9rem" $w="85%" />
              <Skeleton $h="2.4rem" />
              <Skeleton $h="2.6rem" />
            </CardShell>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
