/**
 * A one-line field typed in a text area (a tagline wraps on a phone): its line breaks
 * become spaces, as the server takes no line break there.
 */
export const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ');
