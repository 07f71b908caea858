import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { InputControl, Label } from './Field';
import { PlayIcon } from './icons';

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  h2 { font-size: 1.6rem; text-transform: uppercase; margin: 0; }
  .actions { display: flex; gap: 0.6rem; flex-wrap: wrap; align-items: center; }
  ${({ theme }) => theme.media.mobile} {
    .actions { width: 100%; }
    .actions > * { flex: 1 1 auto; }
  }
`;

const SearchWrap = styled.div`
  margin-bottom: 1rem;
  max-width: 520px;
`;

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <SearchWrap>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <InputControl id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </SearchWrap>
  );
}

const ThumbBox = styled.div<{ $w?: string }>`
  position: relative;
  width: ${({ $w = '100%' }) => $w};
  flex: none;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.subtle};
  display: grid;
  place-items: center;
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
`;

/** A 16:9 thumbnail, or a play icon placeholder. */
export function Thumb({ src, alt, width, children }: { src: string | null; alt: string; width?: string; children?: ReactNode }) {
  return (
    <ThumbBox $w={width}>
      {src ? <img src={src} alt={alt} loading="lazy" /> : <PlayIcon size={28} aria-hidden="true" />}
      {children}
    </ThumbBox>
  );
}

export const ConfirmText = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/** A panel's message in place of its list: a failed load, or nothing to show. */
export const MessageBox = styled.p`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * A panel's failed load, in place of its list, with a way to ask again: the panels'
 * data is kept, not refetched on the next visit, so without it only a reload helped.
 */
export function LoadFailed({ what, message, onRetry }: { what: string; message?: string; onRetry: () => void }) {
  return (
    <MessageBox as="div" role="alert">
      <p>
        Could not load {what}: {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </MessageBox>
  );
}

/** A panel's rows on a phone, one card each, in place of the table. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const ListCard = styled.li`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface2};
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 1rem; font-weight: 800; letter-spacing: 0; margin: 0; }
  dl { display: grid; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`;

/** An admin list's cells: a bold name, a wrapping contact column, a date on one line. */
export const ListCell = styled.td`
  &.name { font-weight: 700; }
  /* break-word, not anywhere: an email keeps its column wide enough rather than splitting mid-word */
  &.wrap { min-width: 9rem; max-width: 16rem; overflow-wrap: break-word; }
  &.date { white-space: nowrap; }
`;

/** Stacked lines in a cell; the second and later ones muted (an email under a name). */
export const CellLine = styled.span`
  display: block;
  & + & { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

/** A row's buttons, wrapping on narrow screens. */
export const RowActions = styled.div`
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
  /* in a table the buttons stack: the column is then as wide as its widest button, not its row */
  td > & { flex-direction: column; align-items: stretch; }
`;
