import styled from 'styled-components';

export const SponsorGrid = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 1.25rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; gap: 1rem; }
`;

export const CardShell = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  padding: 1.5rem;
  background:
    radial-gradient(circle at 100% 0%, rgba(245, 179, 1, 0.08), transparent 55%),
    ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.mobile} { padding: 1.15rem; }
`;
