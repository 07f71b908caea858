/**
 * The settings' allowed keys and logo animations: the one source for the decider, the
 * API's schema and the web's pickers. No imports, so the web can take these values
 * without pulling anything else of the server into its bundle.
 */
export const LOGO_ANIMATIONS = ['none', 'glitch', 'pulse', 'glow', 'rotate', 'shake', 'bounce', 'flicker', 'neon'] as const;
export type LogoAnimation = (typeof LOGO_ANIMATIONS)[number];

export const SETTING_KEYS = ['site_logo', 'logo_animation', 'youtube_views_visible'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
