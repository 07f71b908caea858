import { useMemo, useRef } from 'react';

/** A random key of letters, digits and - (what the API's Idempotency-Key takes), even where randomUUID is not offered. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** the same values, however their keys were ordered */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export interface SubmissionKey {
  /**
   * The Idempotency-Key to send these values with: the key of the last unfinished
   * attempt when they are the same values (a retry: the server answers with what that
   * attempt recorded, if it did), a new key when they differ (another submission).
   */
  keyFor(values: unknown): string;
  /** The submission succeeded: the next one, even of the same values, is a new one. */
  done(): void;
}

/**
 * One form's key for the IETF Idempotency-Key header: a Submit pressed again after a lost
 * answer (a network drop, a 5xx, a timeout) is the same submission, not a second one.
 */
export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ values: unknown; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(values: unknown) {
        if (last.current && same(last.current.values, values)) return last.current.key;
        const key = newKey();
        // a copy: the caller may change its object later, the attempt's values do not
        last.current = { values: structuredClone(values), key };
        return key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
