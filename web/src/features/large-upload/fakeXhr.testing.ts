/**
 * A stand-in XMLHttpRequest for the upload tests (lib/upload.ts posts with XHR for progress).
 * Install it with `installFakeXhr()`; each request lands in `FakeXhr.requests`.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  /** report upload progress in bytes */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  getResponseHeader(name: string) {
    const key = Object.keys(this.responseHeaders).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? null : this.responseHeaders[key];
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.responseHeaders = headers;
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  aborted = false;
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  field(name: string) {
    return this.body?.get(name);
  }
}

export function installFakeXhr() {
  FakeXhr.requests = [];
  const original = global.XMLHttpRequest;
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    global.XMLHttpRequest = original;
  };
}
