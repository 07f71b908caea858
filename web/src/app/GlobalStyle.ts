import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* scroll-padding-top: sections scrolled to, and whatever the keyboard focuses, land below
     the sticky bar, not under it */
  html {
    -webkit-text-size-adjust: 100%; scroll-behavior: smooth; color-scheme: dark;
    scroll-padding-top: calc(${({ theme }) => theme.layout.navHeight} + 12px);
  }
  body {
    margin: 0;
    min-width: 320px;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: 900;
    letter-spacing: 0.02em;
    line-height: 1.05;
    margin: 0 0 0.5em;
  }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.colors.gold}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  /* a link inside running text is told apart by more than its colour (WCAG 1.4.1) */
  p a, li p a, dd a { text-decoration: underline; text-underline-offset: 0.15em; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  /* what script focuses to say where the user now is (a new page's heading, a section scrolled
     to, a message): not a control, so no ring (lib/scroll.ts focusTarget) */
  [data-focus-target]:focus { outline: none; }
  .sr-only {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.001ms !important; animation-iteration-count: 1 !important; transition-duration: 0.001ms !important; }
  }
`;
