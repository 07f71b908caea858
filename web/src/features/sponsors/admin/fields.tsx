import styled from 'styled-components';

export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  min-height: 44px;
  font-weight: 700;
  cursor: pointer;
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.gold}; }
`;
