import 'styled-components';

export const theme = {
  colors: {
    bg: '#0a0a0c',
    surface: '#131317',
    surface2: '#1b1b21',
    surface3: '#24242c',
    border: '#2c2c36',
    text: '#f5f2ea',
    muted: '#a9a6a0',
    // 4.7:1 or more on every surface (WCAG AA for small text)
    subtle: '#8f8d97',
    gold: '#f5b301',
    goldHover: '#ffc933',
    goldSoft: 'rgba(245, 179, 1, 0.12)',
    red: '#e5261a',
    // darker on hover: white text on it stays above 4.5:1
    redHover: '#c41d12',
    /** red as small text on the dark surfaces: 4.6:1 or more (red itself is for fills) */
    redText: '#ff4a3d',
    redSoft: 'rgba(229, 38, 26, 0.14)',
    green: '#2fbf71',
    yellow: '#f2c94c',
    onGold: '#111111',
    focus: '#ffd24d',
  },
  fonts: {
    display:
      "Impact, Haettenschweiler, 'Arial Narrow Bold', 'Franklin Gothic Heavy', 'Liberation Sans Narrow', 'Arial Black', system-ui, sans-serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 10px 30px rgba(0, 0, 0, 0.35)',
    glowGold: '0 0 0 1px rgba(245,179,1,0.35), 0 10px 40px rgba(245,179,1,0.15)',
  },
  layout: { navHeight: '64px', maxWidth: '1200px' },
  media: {
    mobile: '@media (max-width: 767px)',
    tablet: '@media (max-width: 1023px)',
    desktop: '@media (min-width: 768px)',
  },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
