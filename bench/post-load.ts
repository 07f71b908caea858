/**
 * Load for POST/PATCH calls that must differ per request (each signed-in user's
 * own cookie and body), which autocannon's worker mode cannot vary: `connections`
 * closed loops, each sending its next request as soon as the previous one is
 * answered, on the raw keep-alive client of raw-load.ts (a worker thread writing
 * prepared request bytes), so the generator is not what limits a bare handler.
 */
import { type RawLoadResult, rawLoad } from './raw-load';

export interface PostRequest {
  method: 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export type PostLoadResult = RawLoadResult;

/** Each of `loops` is one connection's own cycle of requests. */
export function postLoad(port: number, loops: PostRequest[][], seconds: number): Promise<PostLoadResult> {
  return rawLoad(port, loops, seconds);
}
