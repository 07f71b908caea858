import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button';
import { ClockIcon } from '../../../components/icons';
import { shownAsOf } from './asOf';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin: 0 0 1.25rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  .what { margin: 0; display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 800; }
  .error { flex-basis: 100%; margin: 0; color: ${({ theme }) => theme.colors.redText}; font-weight: 600; }
  ${({ theme }) => theme.media.mobile} { a { width: 100%; } }
`;

/**
 * Says plainly that the page shows the past, and the way back. Shown to everyone who opens
 * a past link, not only to admins. `error`: the server's reason it cannot show that instant.
 */
export function AsOfBanner({ asOf, livePath, error }: { asOf: string; livePath: string; error?: string }) {
  return (
    <Box aria-label="Past standings">
      <p className="what" role="status">
        <ClockIcon size={18} />
        <span>
          Standings as of <time dateTime={asOf}>{shownAsOf(asOf)}</time>
        </span>
      </p>
      <ButtonLink to={livePath} variant="secondary" size="sm">
        Back to live
      </ButtonLink>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Box>
  );
}
