import type { AppDispatch } from '../../lib/hooks';
import { uploadWithProgress } from '../../lib/upload';
import { CATALOGUE_TAGS } from '../catalogue/tags';
import { api } from './api';

/** A multipart body: text fields first (booleans as 'true'/'false'), then the files. */
export function toFormData(fields: Record<string, string | boolean | null | undefined>, files: Record<string, Blob | null | undefined> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'boolean' ? String(value) : value);
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) form.append(key, file, file instanceof File ? file.name : `${key}.jpg`);
  }
  return form;
}

/**
 * A multipart create or update through XHR (for its progress); on success the catalogue
 * caches are invalidated so every list refetches.
 */
export async function sendCatalogueForm<T>(
  dispatch: AppDispatch,
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const result = await uploadWithProgress<T>(url, form, onProgress, method);
  dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
  return result;
}
