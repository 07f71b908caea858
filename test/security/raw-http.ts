import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawRequest {
  method: string;
  /** sent as is: no encoding, no normalising (supertest and fetch cannot send most of these) */
  target: string | Buffer;
  headers: [string, string | Buffer][];
  body?: Buffer;
  /** the Content-Length header is the caller's (or absent) */
  ownLength?: boolean;
  /** after writing, half-close: a body that ends early */
  endEarly?: boolean;
}

/** The request's bytes, with `Connection: close` so the answer ends with the connection. */
export function requestBytes(port: number, r: RawRequest): Buffer {
  const parts: Buffer[] = [Buffer.from(`${r.method} `), Buffer.from(r.target), Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n`)];
  for (const [name, value] of r.headers) parts.push(Buffer.from(`${name}: `), Buffer.from(value), Buffer.from('\r\n'));
  if (!r.ownLength && r.body) parts.push(Buffer.from(`Content-Length: ${r.body.length}\r\n`));
  parts.push(Buffer.from('\r\n'));
  if (r.body) parts.push(r.body);
  return Buffer.concat(parts);
}

function dechunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** The answer, parsed from what came back before the connection closed; null when nothing came. */
export function parseAnswer(bytes: Buffer): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  // an interim answer (100 Continue) is followed by the real one
  if (status < 200) return parseAnswer(bytes.subarray(end + 4));
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body };
}

/**
 * Sends raw bytes on a new connection and reads the answer until the server closes
 * it (or `timeoutMs` passes). A server that answers early and resets the rest of a
 * large upload still gives its answer: what arrived before the reset is parsed.
 */
export function rawExchange(port: number, bytes: Buffer, options: { endEarly?: boolean; timeoutMs?: number } = {}): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 5_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes, () => {
      if (options.endEarly) socket.end();
    });
  });
}
