import { Container, Page } from './layout';
import { SkeletonRows } from './Skeleton';

/** What a page shows while its data or code is on the way: three skeleton rows. */
export function PageFallback() {
  return (
    <Page>
      <Container>
        <SkeletonRows count={3} />
      </Container>
    </Page>
  );
}
