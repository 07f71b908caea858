import styled from 'styled-components';

export const Section = styled.section`
  & + & { margin-top: 1.75rem; }
  h2 { font-size: 1.35rem; text-transform: uppercase; margin-bottom: 0.8rem; }
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const Item = styled.li`
  padding: 1rem 1.1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  p { margin: 0.3rem 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

export const ItemHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  h3 { margin: 0; font-size: 1.1rem; text-transform: uppercase; min-width: 0; }
`;

export const Meta = styled.p`
  && { color: ${({ theme }) => theme.colors.subtle}; font-size: 0.82rem; }
`;

export const Period = styled.p`
  && { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

export const Notes = styled.p`
  && {
    margin-top: 0.6rem;
    padding: 0.5rem 0.7rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-line;
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: 1.25rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Clamp = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: pre-line;
`;
