import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: -0.15em;
  flex: none;
`;

export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return label ? (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
