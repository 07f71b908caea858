import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { sendCatalogueForm } from './catalogueAdminApi';

/** A multipart catalogue write with its upload progress (null when idle). */
export function useCatalogueUpload() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useCallback(
    async <T,>(url: string, form: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> => {
      setProgress(0);
      try {
        return await sendCatalogueForm<T>(dispatch, url, form, setProgress, method);
      } finally {
        setProgress(null);
      }
    },
    [dispatch],
  );
  return { progress, send };
}
