import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';
import { useAppDispatch } from '../../lib/hooks';
import type { ApiError } from '../../lib/errors';
import { CATALOGUE_TAGS } from '../catalogue/tags';
import { sendCatalogueForm } from './catalogueForms';
import { postMultipart } from './largeUploadApi';

/** Where a multipart write is: bytes of the request body, and the speed once it can be told. */
export interface UploadTransfer {
  /** 0–100, one decimal */
  percent: number;
  sent: number;
  /** 0 until the first progress report */
  total: number;
  /** bytes per second; null for the first half second */
  speed: number | null;
  /** seconds left; null while the speed is unknown */
  eta: number | null;
}

const STARTING: UploadTransfer = { percent: 0, sent: 0, total: 0, speed: null, eta: null };

/** The rejection of a request stopped by `cancel` (or by the page leaving it). */
export const isCancelled = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as ApiError).status === 'ABORTED';

/** Speed as the average since the first report, as the large upload measures it. */
function transferMeter() {
  const started = Date.now();
  let firstBytes: number | null = null;
  return (sent: number, total: number): UploadTransfer => {
    if (firstBytes === null) firstBytes = sent;
    const seconds = (Date.now() - started) / 1000;
    const speed = seconds >= 0.5 ? (sent - firstBytes) / seconds : null;
    const eta = speed && speed > 0 ? Math.max(0, (total - sent) / speed) : null;
    const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 1000) / 10) : 0;
    return { percent, sent, total, speed, eta };
  };
}

/**
 * A multipart catalogue write with its upload progress (`progress` is null when idle).
 * A POST can be stopped with `cancel` (it rejects, `isCancelled`); it is stopped too when
 * the component goes, as nothing would be left to say how it ended.
 */
export function useCatalogueUpload() {
  const dispatch = useAppDispatch();
  const [transfer, setTransfer] = useState<UploadTransfer | null>(null);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const send = useCallback(
    async <T,>(url: string, form: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> => {
      if (method === 'PUT') {
        // an edit's thumbnail: small, and not offered a cancel
        setTransfer(STARTING);
        try {
          return await sendCatalogueForm<T>(dispatch, url, form, (percent) => setTransfer({ ...STARTING, percent }), method);
        } finally {
          setTransfer(null);
        }
      }
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      const meter = transferMeter();
      setTransfer(STARTING);
      try {
        const { data } = await postMultipart<T>(url, form, (sent, total) => setTransfer(meter(sent, total)), controller.signal);
        dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
        return data;
      } finally {
        if (aborter.current === controller) {
          aborter.current = null;
          setTransfer(null);
        }
      }
    },
    [dispatch],
  );

  const cancel = useCallback(() => aborter.current?.abort(), []);

  return { progress: transfer?.percent ?? null, transfer, send, cancel };
}
