import styled from 'styled-components';

/** Autocomplete limits (admin §9): search after 1 character, at most 5 suggestions, close 200 ms after blur. */
export const MIN_QUERY = 1;
export const MAX_SUGGESTIONS = 5;
export const BLUR_DELAY_MS = 200;

/** The suggestions under an autocomplete field (role="listbox"). */
export const SuggestionList = styled.ul`
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0;
  right: 0;
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface2};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** One suggestion (role="option"); $active is the one the arrow keys point at. */
export const SuggestionOption = styled.li<{ $active: boolean }>`
  padding: 0.55rem 0.7rem;
  border-radius: 4px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.goldSoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.gold : theme.colors.text)};
  &:hover { background: ${({ theme }) => theme.colors.goldSoft}; }
`;
