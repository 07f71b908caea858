import { SPONSOR_LOGO_MAX_BYTES } from '../../../../../domain/sponsorship/limits';
import { isImageFile } from '../../../lib/upload';

/** A sponsor logo must be an image under 5 MB (admin spec §5), as the battler and avatar pictures; checked before uploading. */
export function logoProblem(file: File): string | null {
  if (!isImageFile(file)) return 'Please select an image file';
  if (file.size >= SPONSOR_LOGO_MAX_BYTES) return 'Please select an image smaller than 5MB';
  return null;
}

/** Blank, or an http(s) address: what the server takes for websiteUrl and videoUrl. */
export function isWebAddress(text: string): boolean {
  const value = text.trim();
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}
