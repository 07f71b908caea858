import { Skeleton } from '../../components/Skeleton';
import { CardShell, SponsorGrid } from './styles';

/** Placeholder cards shaped like the real ones (the spec's 6). */
export function SponsorSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="sponsor-skeletons">
      <span className="sr-only">Loading sponsors</span>
      <SponsorGrid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} data-testid="sponsor-skeleton">
            <CardShell as="div">
              <Skeleton $h="1.4rem" $w="40%" $radius="999px" />
              <Skeleton $h="120px" />
              <Skeleton $h="1.5rem" $w="70%" />
              <Skeleton $h="0.9rem" $w="55%" />
              <Skeleton $h="0.9rem" $w="65%" />
              <Skeleton $h="3rem" />
              <Skeleton $h="2.6rem" />
            </CardShell>
          </li>
        ))}
      </SponsorGrid>
    </div>
  );
}
