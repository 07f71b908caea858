import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { BlobStorage, VideoProbe } from '../../application/ports/services';
import { FfmpegRenditionMaker, type SpawnFn, transcodeCommand } from './ffmpeg-rendition-maker';

/** Every value that follows `flag` in args. */
const after = (args: readonly string[], flag: string) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));

describe('transcodeCommand', () => {
  it('starts ffmpeg through nice at the priority given, with the thread bound on the decoder, the filters and the encoder', () => {
    const [file, args] = transcodeCommand('/bin/ffmpeg', 'in', 'out.mp4', 1080, { threads: 1, nice: 19 });
    expect(file).toBe('nice');
    expect(args.slice(0, 3)).toEqual(['-n', '19', '/bin/ffmpeg']);
    const input = args.indexOf('-i');
    expect(args.slice(input - 2, input)).toEqual(['-threads', '1']); // before -i: the decoder's
    expect(after(args.slice(input), '-threads')).toEqual(['1']); // after: the encoder's
    expect(after(args, '-filter_threads')).toEqual(['1']);
    expect(args.at(-1)).toBe('out.mp4');
  });

  it('at priority 0 runs ffmpeg itself; with no bound leaves the threads to ffmpeg (the settings before issue 15)', () => {
    const [file, args] = transcodeCommand('/bin/ffmpeg', 'in', 'out.mp4', 720, { threads: null, nice: 0 });
    expect(file).toBe('/bin/ffmpeg');
    expect(args).not.toContain('-threads');
    expect(args).not.toContain('-filter_threads');
    expect(after(args, '-vf')).toEqual(['scale=-2:720']);
  });
});

describe('FfmpegRenditionMaker', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-maker-test-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('spawns the command of its limits, reports ffmpeg\'s progress and stores the result', async () => {
    const spawned: [string, readonly string[]][] = [];
    const put: string[] = [];
    const blobs = {
      read: async () => Readable.from([Buffer.from('source')]),
      put: async (key: string, body: Readable) => { for await (const _ of body) void _; put.push(key); },
    } as unknown as BlobStorage;
    const probe: VideoProbe = { probe: async () => ({ duration: 10, width: 1920, height: 1080, bitrate: 5_000_000 }) } as unknown as VideoProbe;
    // a fake ffmpeg: writes its output file, one progress line, exits 0
    const spawnFn: SpawnFn = (file, args) => {
      spawned.push([file, args]);
      const child = Object.assign(new EventEmitter(), { stdout: new PassThrough(), stderr: new PassThrough(), stdin: null, pid: 4242 });
      setImmediate(() => {
        writeFileSync(args.at(-1) as string, 'made');
        child.stdout.write('frame=10\nout_time_ms=5000000\n');
        setImmediate(() => child.emit('close', 0));
      });
      return child as unknown as ReturnType<SpawnFn>;
    };
    const maker = new FfmpegRenditionMaker('/bin/ffmpeg', blobs, probe, dir, { threads: 2, nice: 15 }, spawnFn);
    const progress: number[] = [];
    const made = await maker.make('videos/v.mp4', 'videos/v/1080p.mp4', 1080, (f) => progress.push(f));

    expect(spawned).toHaveLength(1);
    const [file, args] = spawned[0];
    expect([file, ...args.slice(0, 3)]).toEqual(['nice', '-n', '15', '/bin/ffmpeg']);
    expect(after(args, '-threads')).toEqual(['2', '2']);
    expect(progress).toEqual([0.5]);
    expect(put).toEqual(['videos/v/1080p.mp4']);
    expect(made).toMatchObject({ key: 'videos/v/1080p.mp4', size: 4, height: 1080 });
  });

  it('without `nice` on the system runs ffmpeg itself, reniced after spawn, rather than failing the rendition', async () => {
    const spawned: string[] = [];
    const blobs = {
      read: async () => Readable.from([Buffer.from('source')]),
      put: async (_key: string, body: Readable) => { for await (const _ of body) void _; },
    } as unknown as BlobStorage;
    const probe = { probe: async () => ({ duration: 10, width: 640, height: 360, bitrate: 1 }) } as unknown as VideoProbe;
    const spawnFn: SpawnFn = (file, args) => {
      spawned.push(file);
      // a pid that is no process: the renice fails quietly, as where it is not allowed
      const child = Object.assign(new EventEmitter(), { stdout: new PassThrough(), stderr: new PassThrough(), stdin: null, pid: 2 ** 30 });
      setImmediate(() => {
        if (file === 'nice') return child.emit('error', Object.assign(new Error('spawn nice ENOENT'), { code: 'ENOENT' }));
        writeFileSync(args.at(-1) as string, 'made');
        child.emit('close', 0);
      });
      return child as unknown as ReturnType<SpawnFn>;
    };
    const maker = new FfmpegRenditionMaker('/bin/ffmpeg', blobs, probe, dir, { threads: 1, nice: 19 }, spawnFn);
    await expect(maker.make('videos/v.mp4', 'videos/v/360p.mp4', 360, () => undefined)).resolves.toMatchObject({ size: 4 });
    expect(spawned).toEqual(['nice', '/bin/ffmpeg']);
  });
});
