import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Edge } from './edge';
import { sendJson } from './respond';

export const EXPECTATION_MESSAGE = 'Only "Expect: 100-continue" is supported';

/** Node's parser refusals by error code, as Node itself answers them (its default 'clientError'), with our messages. */
const PARSER_REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Chunk extensions too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timed out' },
};
const MALFORMED = { status: 400, message: 'Malformed HTTP request' };

type ClientSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * What Node answers before any request handler runs (an Expect it cannot meet, a
 * request its parser refuses) answered like the app's own refusals: JSON
 * `{ message }`, the security headers and a request id, where Node sends a bare
 * status line.
 */
export function answerNodeRefusals(server: Server, edge: Edge, logger: Logger): void {
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    edge.begin(req, res);
    sendJson(res, 417, { message: EXPECTATION_MESSAGE });
  });

  server.on('clientError', (err: NodeJS.ErrnoException, socket: ClientSocket) => {
    // a peer gone, or an answer already under way on this connection: a refusal now would corrupt it
    if (err.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy(err);
      return;
    }
    const { status, message } = PARSER_REFUSALS[err.code ?? ''] ?? MALFORMED;
    // A request already handed to the app whose body then broke off may have had its effect
    // (a GET that ignores its body): the answer then names no request id, as it refuses
    // nothing the app decided, only the rest of the connection.
    const dispatched = Boolean(socket._httpMessage);
    const id = randomUUID();
    logger.warn({ reqId: id, code: err.code, status, dispatched }, 'request refused by the HTTP parser');
    const body = JSON.stringify({ message });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...pairs(edge.raw),
      ...(dispatched ? [] : [`X-Request-Id: ${id}`]),
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.once('finish', () => socket.destroy());
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
}

function pairs(flat: readonly string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < flat.length; i += 2) lines.push(`${flat[i]}: ${flat[i + 1]}`);
  return lines;
}
