import { type Harness, startHarness } from '../../test/api-harness';
import { rawExchange, requestBytes, type RawAnswer } from '../../test/security/raw-http';
import { EXPECTATION_MESSAGE } from './node-errors';

/**
 * The refusals Node's HTTP server makes before any handler runs, sent as raw bytes
 * (a client library would not send them): they answer like the app's own refusals.
 */
let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 30_000);
afterAll(async () => { await h.stop(); });

const send = (headers: [string, string][], body?: Buffer) =>
  rawExchange(h.running.port, requestBytes(h.running.port, { method: 'POST', target: '/api/login', headers, body }));

function expectJsonRefusal(answer: RawAnswer | null, status: number, message: string) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer?.body.toString('utf8') ?? '')).toEqual({ message });
  expect(answer?.headers['x-request-id']).toMatch(/^[\w-]+$/);
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
}

describe("Node's own refusals", () => {
  it('given an Expect header other than 100-continue, when a request arrives, then 417 with a JSON message', async () => {
    const answer = await send([['Expect', 'garbage'], ['Content-Type', 'application/json']], Buffer.from('{}'));
    expectJsonRefusal(answer, 417, EXPECTATION_MESSAGE);
  });

  it('given Expect: 100-continue, when a request arrives, then the route answers it as ever', async () => {
    const answer = await send([['Expect', '100-continue'], ['Content-Type', 'application/json']], Buffer.from('{}'));
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer?.body.toString('utf8') ?? '')).toHaveProperty('message');
  });

  it('given headers larger than the server takes, when a request arrives, then 431 with a JSON message', async () => {
    const answer = await send([['Cookie', `a=${'x'.repeat(20_000)}`]]);
    expectJsonRefusal(answer, 431, 'Request headers too large');
  });

  it('given bytes that are no HTTP request, when they arrive, then 400 with a JSON message', async () => {
    const answer = await rawExchange(h.running.port, Buffer.from('HELLO WORLD\r\n\r\n'));
    expectJsonRefusal(answer, 400, 'Malformed HTTP request');
  });
});
