import { BATTLER_IMAGE_MAX_BYTES } from '../../../../../domain/battler/limits';
import type { ToastOptions } from '../../../components/Toast';
import { isImageFile } from '../../../lib/upload';

/**
 * The owner's cover and photo checks before an upload (public §5): an image, less than
 * 5MB. The server checks the bytes again; this only spares a pointless upload.
 */
export function ownerImageProblem(file: File, what: 'Cover image' | 'Profile picture'): ToastOptions | null {
  if (!isImageFile(file))
    return { title: 'Invalid File', description: 'Please select an image file (PNG, JPG, or GIF)', variant: 'destructive' };
  if (file.size >= BATTLER_IMAGE_MAX_BYTES)
    return { title: 'File Too Large', description: `${what} must be less than 5MB`, variant: 'destructive' };
  return null;
}
