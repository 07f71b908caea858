import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.5rem;
  scrollbar-width: thin;
`;

const Tab = styled.button<{ $active: boolean; $stretch?: boolean }>`
  flex: ${({ $stretch }) => ($stretch ? '1 1 0' : 'none')};
  padding: 0.75rem 1rem;
  border: 0;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.gold : 'transparent')};
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.muted)};
  font-weight: 800;
  font-size: 0.88rem;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
  ${({ theme }) => theme.media.mobile} {
    padding: 0.7rem 0.6rem;
    font-size: 0.8rem;
    letter-spacing: 0.03em;
  }
`;

export function tabId(prefix: string, id: string) {
  return `${prefix}-tab-${id}`;
}
export function panelId(prefix: string, id: string) {
  return `${prefix}-panel-${id}`;
}

/** An accessible tab list (arrow keys, Home/End); panels are rendered by the caller with TabPanel. */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  idPrefix,
  label,
  stretch,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  idPrefix: string;
  label: string;
  /** share the width equally (short lists such as two tabs) */
  stretch?: boolean;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.filter((i) => !i.disabled);
  const onKey = (e: KeyboardEvent) => {
    const idx = enabled.findIndex((i) => i.id === value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (idx + 1) % enabled.length;
    else if (e.key === 'ArrowLeft') next = (idx - 1 + enabled.length) % enabled.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabled.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const target = enabled[next];
    onChange(target.id);
    refs.current[items.indexOf(target)]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKey}>
      {items.map((item, i) => {
        const active = item.id === value;
        return (
          <Tab
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix, item.id)}
            tabIndex={active ? 0 : -1}
            disabled={item.disabled}
            $active={active}
            $stretch={stretch}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)}>
      {children}
    </div>
  );
}
