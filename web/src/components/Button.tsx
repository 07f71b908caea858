import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'danger' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const pad = { sm: '0.4rem 0.8rem', md: '0.65rem 1.2rem', lg: '0.9rem 1.6rem' };
const fs = { sm: '0.8rem', md: '0.92rem', lg: '1.02rem' };

export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: ${({ $size = 'md' }) => pad[$size]};
  font-size: ${({ $size = 'md' }) => fs[$size]};
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  line-height: 1.2;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 2px solid transparent;
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background 0.15s, color 0.15s, border-color 0.15s, transform 0.1s;
  &:hover { text-decoration: none; }
  &:active:not(:disabled):not([aria-disabled='true']) { transform: translateY(1px); }
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  ${({ $variant = 'primary', theme }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`background: ${c.gold}; color: ${c.onGold};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${c.goldHover}; }`;
      case 'danger':
        return css`background: ${c.red}; color: #fff;
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${c.redHover}; }`;
      case 'secondary':
        return css`background: transparent; color: ${c.text}; border-color: ${c.border};
          &:hover:not(:disabled):not([aria-disabled='true']) { border-color: ${c.gold}; color: ${c.gold}; }`;
      default:
        return css`background: transparent; color: ${c.muted}; text-transform: none; letter-spacing: 0; font-weight: 600;
          &:hover:not(:disabled):not([aria-disabled='true']) { color: ${c.text}; background: ${c.surface2}; }`;
    }
  }}
`;

const StyledButton = styled.button<StyleProps>`${buttonStyles}`;
const StyledLink = styled(Link)<StyleProps>`${buttonStyles}`;
const StyledAnchor = styled.a<StyleProps>`${buttonStyles}`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, CommonProps {
  /**
   * Its action is under way: a spinner, aria-busy and aria-disabled, and clicks, Enter and
   * Space are ignored (a submit button submits nothing). It stays focusable, even when
   * `disabled` is also set, so focus does not fall to the page while it is busy. (An
   * `aria-disabled` button, without the spinner, ignores activation the same way; keep
   * `disabled` for a button that is unavailable for any other reason.)
   */
  loading?: boolean;
}

export function Button({ variant, size, block, loading, disabled, children, type = 'button', onClick, ...rest }: ButtonProps) {
  const inert = loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const guarded = (e: MouseEvent<HTMLButtonElement>) => {
    // keyboard activation (Enter, Space) and a form's implicit submission (Enter in a field)
    // arrive as this click: cancelled, a submit button does not submit again
    if (inert) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled && !loading}
      aria-disabled={loading ? true : rest['aria-disabled']}
      aria-busy={loading || rest['aria-busy'] || undefined}
      onClick={guarded}
    >
      {loading && <Spinner size={14} />}
      {children}
    </StyledButton>
  );
}

export function ButtonLink({ variant, size, block, ...rest }: LinkProps & CommonProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}

export function ExternalButton({
  variant,
  size,
  block,
  href,
  children,
  ...rest
}: CommonProps & { href: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <StyledAnchor href={href} target="_blank" rel="noopener noreferrer" $variant={variant} $size={size} $block={block} {...rest}>
      {children}
    </StyledAnchor>
  );
}
