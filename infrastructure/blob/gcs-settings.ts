import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import type { GcsSettings } from './gcs-blob-storage';

type GcsConfig = Partial<Pick<AppConfig, 'GCS_BUCKET' | 'GCS_PROJECT_ID' | 'GCS_CREDENTIALS' | 'GCS_API_ENDPOINT'>>;

/** Which GCS settings are present, as the storage test reports them. */
export interface GcsEnvironment {
  projectId: boolean;
  credentials: boolean;
  bucket: boolean;
  credentialsValid: boolean;
}

export type ReadCredentials =
  | { ok: true; value: Record<string, unknown> | undefined }
  | { ok: false; error: string };

/**
 * GCS_CREDENTIALS as the client takes it: inline JSON (it starts with `{`) or a
 * path to the key file. A key must be a JSON object naming its type or holding
 * a client_email and private_key; anything else is refused here, before a
 * request fails with a less helpful message.
 */
export function readCredentials(raw: string | undefined): ReadCredentials {
  if (!raw) return { ok: true, value: undefined };
  let text = raw;
  if (!raw.startsWith('{')) {
    try {
      text = readFileSync(raw, 'utf8');
    } catch (err) {
      return { ok: false, error: `credentials file unreadable (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid credentials JSON' };
  }
  const key = value as Record<string, unknown> | null;
  const usable = typeof key === 'object' && key !== null && !Array.isArray(key)
    && (typeof key.type === 'string' || (typeof key.client_email === 'string' && typeof key.private_key === 'string'));
  return usable ? { ok: true, value: key } : { ok: false, error: 'invalid credentials JSON' };
}

/** The settings and what is missing, by the names admin §8 uses. */
export function describeGcsConfig(config: GcsConfig): { environment: GcsEnvironment; missing: string[]; credentials: ReadCredentials } {
  const credentials = readCredentials(config.GCS_CREDENTIALS);
  const environment: GcsEnvironment = {
    projectId: Boolean(config.GCS_PROJECT_ID),
    credentials: Boolean(config.GCS_CREDENTIALS),
    bucket: Boolean(config.GCS_BUCKET),
    credentialsValid: Boolean(config.GCS_CREDENTIALS) && credentials.ok,
  };
  const missing: string[] = [];
  if (!environment.projectId) missing.push('project id');
  // an emulator takes no credentials
  if (!environment.credentials && !config.GCS_API_ENDPOINT) missing.push('credentials');
  if (!environment.bucket) missing.push('bucket');
  if (!credentials.ok) missing.push(credentials.error);
  return { environment, missing, credentials };
}

/**
 * The settings of the GCS adapter, or null for local disk (no GCS_BUCKET). Bad
 * credentials stop the start: silently storing on local disk in production would
 * lose files at the next deploy.
 */
export function gcsSettingsFromConfig(config: GcsConfig): GcsSettings | null {
  if (!config.GCS_BUCKET) return null;
  const credentials = readCredentials(config.GCS_CREDENTIALS);
  if (!credentials.ok) throw new ConfigError(`Invalid configuration:\n  GCS_CREDENTIALS: ${credentials.error}`);
  return {
    bucket: config.GCS_BUCKET,
    ...(config.GCS_PROJECT_ID ? { projectId: config.GCS_PROJECT_ID } : {}),
    ...(credentials.value ? { credentials: credentials.value } : {}),
    ...(config.GCS_API_ENDPOINT ? { apiEndpoint: config.GCS_API_ENDPOINT } : {}),
  };
}
