import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Storage } from '@google-cloud/storage';
import { startGcsStandIn, type GcsStandIn } from '../../test/gcs-stand-in';
import { describeWithContainers } from '../../test/containers';
import { blobStorageContract, readAll } from './blob-storage.contract';
import { GcsBlobStorage } from './gcs-blob-storage';

const BUCKET = 'ubr-test';

// the real client, against a stand-in of the GCS API on 127.0.0.1 (test/gcs-stand-in.ts), not against GCS
let standIn: GcsStandIn;
blobStorageContract('GCS client against the GCS stand-in (not real GCS)', async () => {
  standIn = await startGcsStandIn([BUCKET]);
  return {
    storage: new GcsBlobStorage({ bucket: BUCKET, projectId: 'test', apiEndpoint: standIn.url }),
    cleanup: async () => {
      expect(standIn.unexpected).toEqual([]);
      await standIn.close();
    },
  };
});

describe('GcsBlobStorage specifics, against the GCS stand-in (not real GCS)', () => {
  let stand: GcsStandIn;
  let storage: GcsBlobStorage;
  beforeEach(async () => {
    stand = await startGcsStandIn([BUCKET]);
    storage = new GcsBlobStorage({ bucket: BUCKET, projectId: 'test', apiEndpoint: stand.url });
  });
  afterEach(async () => {
    expect(stand.unexpected).toEqual([]);
    await stand.close();
  });

  it('sends a small Buffer in one multipart request and a stream through a resumable session', async () => {
    await storage.put('images/a.png', Buffer.from('png'), 'image/png');
    await storage.put('videos/v.mp4', Readable.from([Buffer.from('vid'), Buffer.from('eo')]), 'video/mp4');
    expect(stand.calls.filter((c) => c.startsWith('POST /upload'))).toEqual([
      `POST /upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`,
      `POST /upload/storage/v1/b/${BUCKET}/o?uploadType=resumable`,
    ]);
    expect(stand.objects(BUCKET).get('videos/v.mp4')?.data.toString()).toBe('video');
    expect(stand.objects(BUCKET).get('videos/v.mp4')?.contentType).toBe('video/mp4');
  });

  it('sends a stream in confirmed pieces, each resumed from the offset the server confirms', async () => {
    const pieces = new GcsBlobStorage({ bucket: BUCKET, projectId: 'test', apiEndpoint: stand.url }, { chunkSize: 256 * 1024 });
    const data = Buffer.alloc(1024 * 1024 + 5);
    for (let i = 0; i < data.length; i++) data[i] = i % 253;
    const stored = await pieces.put('videos/pieces.mp4', Readable.from([data.subarray(0, 300_000), data.subarray(300_000)]), 'video/mp4');
    expect(stored.size).toBe(data.length);
    expect(stand.calls.filter((c) => c.startsWith('PUT /upload'))).toHaveLength(5);
    expect(await readAll(await pieces.read('videos/pieces.mp4'))).toEqual(data);
  });

  it('resumes a stream after a lost connection, from the offset the server confirms', async () => {
    const pieces = new GcsBlobStorage({ bucket: BUCKET, projectId: 'test', apiEndpoint: stand.url }, { chunkSize: 256 * 1024 });
    const data = Buffer.alloc(600_000);
    for (let i = 0; i < data.length; i++) data[i] = i % 249;
    async function* slowly() {
      yield data.subarray(0, 300_000);
      // the first piece is confirmed; the second one's connection is cut
      stand.dropNextPiece();
      yield data.subarray(300_000);
    }
    await pieces.put('videos/resumed.mp4', Readable.from(slowly()), 'video/mp4');
    expect(stand.objects(BUCKET).get('videos/resumed.mp4')?.data).toEqual(data);
    // one session: the first piece, the cut one, the question where to resume, the rest
    expect(stand.calls.filter((c) => c.startsWith('POST /upload'))).toHaveLength(1);
    expect(stand.resumeQueries).toBe(1);
  }, 20_000);

  it('composes parts into one object inside the bucket, beyond 32 parts too', async () => {
    const parts: string[] = [];
    for (let i = 0; i < 70; i++) {
      const key = `chunks/${randomUUID()}/${i}`;
      await storage.put(key, Buffer.from(`${i},`), 'application/octet-stream');
      parts.push(key);
    }
    const uploadsBefore = stand.calls.filter((c) => c.startsWith('POST /upload')).length;
    const stored = await storage.compose(parts, 'videos/whole.mp4', 'video/mp4');
    const expected = Array.from({ length: 70 }, (_, i) => `${i},`).join('');
    expect(stored).toEqual({ key: 'videos/whole.mp4', size: expected.length, contentType: 'video/mp4' });
    expect((await readAll(await storage.read('videos/whole.mp4'))).toString()).toBe(expected);
    expect(await storage.info('videos/whole.mp4')).toMatchObject({ contentType: 'video/mp4', size: expected.length });
    // three compose calls (32 + 31 + 7), no bytes uploaded again
    expect(stand.calls.filter((c) => c.endsWith('/compose'))).toHaveLength(3);
    expect(stand.calls.filter((c) => c.startsWith('POST /upload'))).toHaveLength(uploadsBefore);
  });

  it('compose refuses a missing part and a bad key', async () => {
    await expect(storage.compose([`chunks/${randomUUID()}/0`], 'videos/x.mp4', 'video/mp4')).rejects.toThrow();
    await expect(storage.compose(['../x'], 'videos/x.mp4', 'video/mp4')).rejects.toThrow(/Invalid blob key/);
    await expect(storage.compose([], 'videos/x.mp4', 'video/mp4')).rejects.toThrow();
  });

  it('checkBucket answers for an existing bucket and fails for a missing one', async () => {
    await expect(storage.checkBucket()).resolves.toBeUndefined();
    const other = new GcsBlobStorage(new Storage({ projectId: 'test', apiEndpoint: stand.url }).bucket('no-such-bucket'));
    await expect(other.checkBucket()).rejects.toMatchObject({ code: 404 });
  });

  it('rejects an invalid range', async () => {
    await storage.put('images/a.png', Buffer.from('png'), 'image/png');
    await expect(storage.read('images/a.png', { start: 2, end: 1 })).rejects.toThrow(RangeError);
  });
});

// the same contract against fake-gcs-server, where a container runtime exists
describeWithContainers('BlobStorage contract: GCS client against fake-gcs-server (testcontainers)', () => {
  let container: import('testcontainers').StartedTestContainer | undefined;
  let endpoint = '';
  beforeAll(async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    container = await new GenericContainer('fsouza/fake-gcs-server:1.52.2')
      .withCommand(['-scheme', 'http', '-port', '4443', '-backend', 'memory'])
      .withExposedPorts(4443)
      .withWaitStrategy(Wait.forHttp('/storage/v1/b', 4443))
      .start();
    endpoint = `http://${container.getHost()}:${container.getMappedPort(4443)}`;
    // resumable sessions come back as Location URLs built from the server's external URL:
    // it must be the mapped address, known only once the container runs
    const configured = await fetch(`${endpoint}/_internal/config`, {
      method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ externalUrl: endpoint }),
    });
    if (!configured.ok) throw new Error(`fake-gcs-server refused its external URL: ${configured.status}`);
    await new Storage({ projectId: 'test', apiEndpoint: endpoint }).createBucket(BUCKET);
  }, 180_000);
  afterAll(async () => {
    await container?.stop();
  });
  blobStorageContract('fake-gcs-server', async () => ({
    storage: new GcsBlobStorage({ bucket: BUCKET, projectId: 'test', apiEndpoint: endpoint }),
    cleanup: async () => undefined,
  }));
});
