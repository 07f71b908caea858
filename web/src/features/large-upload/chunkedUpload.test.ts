import {
  backoffMs,
  chooseUploadMode,
  chunkCount,
  chunkRange,
  CHUNK_SIZE,
  CompletionFailed,
  runChunkedUpload,
  UploadInterrupted,
  type ChunkTransport,
  type InitBody,
} from './chunkedUpload';

const MB = 1024 * 1024;
const metadata = { title: 'T', description: '', eventId: 'e1', battlerAName: 'A', battlerBName: 'B', isMainEvent: false, requiresAuth: false };

/** A file of `size` bytes whose byte i is i % 251, so a slice shows where it came from. */
function fileOf(size: number) {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  return new File([bytes], 'big.mp4', { type: 'video/mp4' });
}

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

interface Sent {
  index: number;
  size: number;
}

/**
 * An in-memory server behind the transport: stores chunks, can fail given calls, and
 * records how many chunk sends overlap.
 */
function fakeServer(opts: { has?: number[]; failSends?: (call: number, index: number) => unknown } = {}) {
  const stored = new Set<number>(opts.has ?? []);
  const sent: Sent[] = [];
  const inits: InitBody[] = [];
  const statusCalls: string[] = [];
  let active = 0;
  let maxActive = 0;
  let calls = 0;
  const transport: ChunkTransport = {
    init: async (body) => {
      inits.push(body);
      return { receivedChunks: [...stored] };
    },
    status: async (id) => {
      statusCalls.push(id);
      return { receivedChunks: [...stored] };
    },
    sendChunk: async (_id, index, _total, chunk, onBytes) => {
      const call = ++calls;
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((r) => setTimeout(r, 1));
      active--;
      const failure = opts.failSends?.(call, index);
      if (failure) throw failure;
      onBytes(chunk.size);
      sent.push({ index, size: chunk.size });
      stored.add(index);
    },
    complete: async () => ({ video: { id: 'v1' } }),
  };
  return { transport, stored, sent, inits, statusCalls, maxActive: () => maxActive };
}

const noSleep = jest.fn(async () => undefined);
beforeEach(() => noSleep.mockClear());

describe('chunk slicing', () => {
  it('cuts 10 MB chunks, the last one short', () => {
    expect(CHUNK_SIZE).toBe(10 * MB);
    expect(chunkCount(25 * MB)).toBe(3);
    expect(chunkCount(30 * MB)).toBe(3);
    expect(chunkCount(0)).toBe(1);
    expect(chunkRange(0, 25 * MB)).toEqual({ start: 0, end: 10 * MB });
    expect(chunkRange(2, 25 * MB)).toEqual({ start: 20 * MB, end: 25 * MB });
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('goes chunked over 50 MB off a local host, optimized locally unless forced', () => {
    expect(chooseUploadMode(51 * MB, 'ubr.example.com', false)).toBe('chunked');
    expect(chooseUploadMode(50 * MB, 'ubr.example.com', false)).toBe('optimized');
    expect(chooseUploadMode(500 * MB, 'localhost', false)).toBe('optimized');
    expect(chooseUploadMode(500 * MB, '127.0.0.1', false)).toBe('optimized');
    expect(chooseUploadMode(1 * MB, 'localhost', true)).toBe('chunked');
  });
});

describe('runChunkedUpload', () => {
  it('declares the upload, sends every chunk three at a time with the right bytes, then completes', async () => {
    const server = fakeServer();
    const file = fileOf(10 * 1000 + 7);
    const progress: number[] = [];
    const slices: Blob[] = [];
    const transport = { ...server.transport, sendChunk: jest.fn(server.transport.sendChunk) };
    const answer = await runChunkedUpload({ file, uploadId: 'u1', metadata, transport, chunkSize: 1000, sleep: noSleep, sha256: 'ab', onBytes: (b) => progress.push(b) });
    expect(answer).toEqual({ video: { id: 'v1' } });
    expect(server.inits[0]).toEqual({ uploadId: 'u1', fileName: 'big.mp4', fileSize: 10007, totalChunks: 11, mimeType: 'video/mp4', sha256: 'ab', metadata });
    expect(server.sent.map((s) => s.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(server.sent.find((s) => s.index === 10)!.size).toBe(7);
    expect(server.maxActive()).toBe(3);
    transport.sendChunk.mock.calls.forEach((c) => slices.push(c[3]));
    const third = await bytesOf(slices.find((_, i) => transport.sendChunk.mock.calls[i][1] === 3)!);
    expect(third.length).toBe(1000);
    expect(third[0]).toBe(3000 % 251);
    expect(progress[progress.length - 1]).toBe(10007);
    expect(noSleep).not.toHaveBeenCalled();
  });

  it('resumes: sends only the chunks the server does not have', async () => {
    const server = fakeServer({ has: [0, 2, 3] });
    const progress: number[] = [];
    await runChunkedUpload({ file: fileOf(5000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep, onBytes: (b) => progress.push(b) });
    expect(server.sent.map((s) => s.index).sort()).toEqual([1, 4]);
    // the stored chunks count from the start
    expect(progress[0]).toBe(3000);
  });

  it('retries a failed chunk after a backoff, asking the server which chunks it holds', async () => {
    const server = fakeServer({ failSends: (call, index) => (index === 1 && call < 4 ? { status: 'FETCH_ERROR', message: 'down' } : null) });
    await runChunkedUpload({ file: fileOf(3000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep });
    expect(server.sent.map((s) => s.index).sort()).toEqual([0, 1, 2]);
    expect(server.sent.filter((s) => s.index === 0)).toHaveLength(1);
    expect(noSleep).toHaveBeenCalledWith(1000);
    expect(server.statusCalls).toEqual(['u1']);
  });

  it('survives a restart: 503s, then the status call, then only the rest', async () => {
    let down = true;
    const server = fakeServer({ failSends: (_c, index) => (down && index >= 3 ? { status: 503 } : null) });
    const status = server.transport.status;
    server.transport.status = async (id) => {
      down = false;
      return status(id);
    };
    await runChunkedUpload({ file: fileOf(6000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep });
    expect(server.sent.map((s) => s.index).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(server.sent).toHaveLength(6);
  });

  it('declares the upload again when the server forgot it (404 on status)', async () => {
    let fail = true;
    const server = fakeServer({ failSends: () => (fail ? { status: 'FETCH_ERROR' } : null) });
    server.transport.status = async () => {
      fail = false;
      throw { status: 404, message: 'gone' };
    };
    await runChunkedUpload({ file: fileOf(2000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep });
    expect(server.inits).toHaveLength(2);
    expect(server.sent.map((s) => s.index).sort()).toEqual([0, 1]);
  });

  it('gives up as interrupted after the retries run out, backing off longer each time', async () => {
    const server = fakeServer({ failSends: () => ({ status: 'FETCH_ERROR' }) });
    await expect(
      runChunkedUpload({ file: fileOf(2000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep, maxRetries: 3 }),
    ).rejects.toBeInstanceOf(UploadInterrupted);
    expect(noSleep.mock.calls.map((c) => (c as unknown[])[0])).toEqual([1000, 2000, 4000]);
  });

  it('stops at once on a refusal (4xx), with the server answer', async () => {
    const refusal = { status: 400, data: { message: 'Chunk 1 has the wrong size' }, message: '400' };
    const server = fakeServer({ failSends: (_c, index) => (index === 1 ? refusal : null) });
    await expect(runChunkedUpload({ file: fileOf(2000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep })).rejects.toBe(refusal);
    expect(noSleep).not.toHaveBeenCalled();
  });

  it('reports a failed complete as CompletionFailed', async () => {
    const server = fakeServer();
    server.transport.complete = async () => {
      throw { status: 500, message: 'x' };
    };
    await expect(runChunkedUpload({ file: fileOf(1000), uploadId: 'u1', metadata, transport: server.transport, chunkSize: 1000, sleep: noSleep })).rejects.toBeInstanceOf(
      CompletionFailed,
    );
  });
});
