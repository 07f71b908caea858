import { isImageFile, MAX_IMAGE_BYTES } from './upload';

/** Why a picked file is refused: the toast's title and text. */
export interface FileProblem {
  title: string;
  description: string;
}

/** Event and video thumbnails: an image of at most 5 MB. */
export function thumbnailProblem(file: File): FileProblem | null {
  if (!isImageFile(file)) return { title: 'Invalid File', description: 'Please select an image file' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File Too Large', description: 'Please select an image smaller than 5MB' };
  return null;
}

/** Battler profile images (admin §5). */
export function profileImageProblem(file: File): FileProblem | null {
  if (!isImageFile(file)) return { title: 'Invalid File', description: 'Please select an image file (PNG, JPG, or GIF)' };
  if (file.size >= MAX_IMAGE_BYTES) return { title: 'File Too Large', description: 'Profile image must be less than 5MB' };
  return null;
}

/** The small upload takes video files only. */
export function isVideoFile(file: File): boolean {
  return file.type.startsWith('video/');
}
