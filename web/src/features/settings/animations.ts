import { css, keyframes } from 'styled-components';
import { LOGO_ANIMATIONS, type LogoAnimation } from '../../../../domain/settings/limits';

// the allowed animations are the domain's (what the API accepts); the web adds names and motion
export { LOGO_ANIMATIONS, type LogoAnimation };

/** How each animation is named in lists (shake only plays on hover). */
export const ANIMATION_LABELS: Record<LogoAnimation, string> = {
  none: 'none',
  glitch: 'glitch',
  pulse: 'pulse',
  glow: 'glow',
  rotate: 'rotate',
  shake: 'shake (on hover)',
  bounce: 'bounce',
  flicker: 'flicker',
  neon: 'neon',
};

export const ANIMATION_DESCRIPTIONS: Record<LogoAnimation, string> = {
  none: 'Static logo, no motion.',
  glitch: 'Digital distortion with red and cyan split.',
  pulse: 'Breathes in and out like a heartbeat.',
  glow: 'A warm gold aura that swells and fades.',
  rotate: 'A slow coin-flip spin.',
  shake: 'Shakes when the pointer hovers over it.',
  bounce: 'Hops up and down to the beat.',
  flicker: 'Stutters like an old marquee light.',
  neon: 'Buzzing red-and-gold neon sign.',
};

export function normalizeAnimation(value: string | null | undefined): LogoAnimation {
  return (LOGO_ANIMATIONS as readonly string[]).includes(value ?? '') ? (value as LogoAnimation) : 'none';
}

const glitch = keyframes`
  0%, 100% { transform: none; filter: none; clip-path: none; }
  8% { transform: translate(-3px, 1px); filter: drop-shadow(3px 0 0 rgba(255, 0, 64, 0.85)) drop-shadow(-3px 0 0 rgba(0, 240, 255, 0.85)); }
  10% { transform: translate(3px, -1px) skewX(6deg); clip-path: inset(12% 0 48% 0); }
  12% { transform: none; filter: none; clip-path: none; }
  46% { transform: none; filter: none; }
  48% { transform: translate(2px, 0); filter: drop-shadow(-2px 0 0 rgba(255, 0, 64, 0.85)) drop-shadow(2px 0 0 rgba(0, 240, 255, 0.85)); clip-path: inset(55% 0 8% 0); }
  50% { transform: translate(-2px, 1px) skewX(-4deg); clip-path: inset(0 0 70% 0); }
  52% { transform: none; filter: none; clip-path: none; }
`;
const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.07); }
`;
const glow = keyframes`
  0%, 100% { filter: drop-shadow(0 0 2px rgba(245, 179, 1, 0.35)); }
  50% { filter: drop-shadow(0 0 14px rgba(245, 179, 1, 0.95)) drop-shadow(0 0 30px rgba(245, 179, 1, 0.45)); }
`;
const rotate = keyframes`
  from { transform: perspective(800px) rotateY(0deg); }
  to { transform: perspective(800px) rotateY(360deg); }
`;
const shake = keyframes`
  0%, 100% { transform: translateX(0) rotate(0); }
  15% { transform: translateX(-6px) rotate(-3deg); }
  30% { transform: translateX(5px) rotate(2deg); }
  45% { transform: translateX(-4px) rotate(-2deg); }
  60% { transform: translateX(3px) rotate(1deg); }
  75% { transform: translateX(-2px); }
`;
const bounce = keyframes`
  0%, 100% { transform: translateY(0); animation-timing-function: cubic-bezier(0.33, 0, 0.66, 0); }
  50% { transform: translateY(-14%); animation-timing-function: cubic-bezier(0.33, 1, 0.66, 1); }
`;
const flicker = keyframes`
  0%, 18%, 22%, 25%, 53%, 57%, 100% { opacity: 1; }
  20%, 24%, 55% { opacity: 0.25; }
`;
const neon = keyframes`
  0%, 100% {
    filter: drop-shadow(0 0 1px #fff) drop-shadow(0 0 6px rgba(229, 38, 26, 0.9)) drop-shadow(0 0 16px rgba(245, 179, 1, 0.7));
  }
  45% {
    filter: drop-shadow(0 0 1px #fff) drop-shadow(0 0 10px rgba(229, 38, 26, 1)) drop-shadow(0 0 28px rgba(245, 179, 1, 0.9));
  }
  47% { filter: drop-shadow(0 0 0 transparent); opacity: 0.75; }
  49% {
    filter: drop-shadow(0 0 1px #fff) drop-shadow(0 0 10px rgba(229, 38, 26, 1)) drop-shadow(0 0 28px rgba(245, 179, 1, 0.9));
    opacity: 1;
  }
`;

/** The CSS for one animation, applied to the logo frame. */
export function animationCss(name: LogoAnimation) {
  switch (name) {
    case 'glitch':
      return css`animation: ${glitch} 2.8s steps(1, end) infinite;`;
    case 'pulse':
      return css`animation: ${pulse} 2s ease-in-out infinite;`;
    case 'glow':
      return css`animation: ${glow} 2.4s ease-in-out infinite;`;
    case 'rotate':
      return css`animation: ${rotate} 6s linear infinite;`;
    case 'shake':
      return css`&:hover { animation: ${shake} 0.6s ease-in-out infinite; }`;
    case 'bounce':
      return css`animation: ${bounce} 1.4s infinite;`;
    case 'flicker':
      return css`animation: ${flicker} 3.2s linear infinite;`;
    case 'neon':
      return css`animation: ${neon} 2.2s ease-in-out infinite;`;
    default:
      return css``;
  }
}
