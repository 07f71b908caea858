import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.surface3)};
  cursor: pointer;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ $on }) => ($on ? '#111' : '#cfcfd6')};
    transition: left 0.15s;
  }
  &:disabled, &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
`;

const LabelText = styled.label`
  font-weight: 700;
`;

export function Switch({
  label,
  checked,
  onChange,
  disabled,
  busy = false,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /**
   * A change is being saved: aria-busy and aria-disabled, and a click, Enter or Space is
   * ignored, but the switch keeps focus (a disabled one would drop it to the page).
   */
  busy?: boolean;
  description?: string;
}) {
  const id = useId();
  return (
    <Row>
      <div>
        <LabelText htmlFor={id}>{label}</LabelText>
        {description && <p style={{ margin: '0.2rem 0 0', fontSize: '0.85rem', opacity: 0.7 }}>{description}</p>}
      </div>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        $on={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      />
    </Row>
  );
}
