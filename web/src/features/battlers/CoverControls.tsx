import styled from 'styled-components';
import { Button } from '../../components/Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

const SOON = 'Available soon';

/**
 * The owner's cover buttons. Uploading and removing covers belongs to the claims work, so
 * they show where they will live but stay disabled, saying why, instead of pretending to work.
 */
export function CoverControls({ hasCover }: { hasCover: boolean }) {
  return (
    <Row aria-label="Cover image">
      {hasCover ? (
        <>
          <Button size="sm" variant="secondary" disabled title={SOON}>
            Change Cover
          </Button>
          <Button size="sm" variant="secondary" disabled title={SOON}>
            Remove Cover
          </Button>
        </>
      ) : (
        <Button size="sm" variant="secondary" disabled title={SOON}>
          Add Cover
        </Button>
      )}
    </Row>
  );
}
