import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchedBlobs } from '../../test/watched-blobs';
import { LocalBlobStorage } from '../blob/local-blob-storage';
import { FfprobeVideoProbe, ffmpegPath, ffprobePath } from './ffprobe';
import { probeStored } from './probe-stored';

const probe = new FfprobeVideoProbe(ffprobePath(process.env.FFPROBE_PATH));
const KEY = 'videos/late-moov.mp4';
const WINDOW = { headBytes: 64 * 1024, tailBytes: 64 * 1024 };

let dir: string;
let tmpDir: string;
let file: string;
let size: number;
let local: LocalBlobStorage;
/** the local adapter, its reads written down (which ranges the probe fetched) */
let watched: ReturnType<typeof watchedBlobs>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-probe-stored-'));
  tmpDir = path.join(dir, 'tmp');
  file = path.join(dir, 'late-moov.mp4');
  // no +faststart: ffmpeg writes the moov atom after the media data, at the end; the noise keeps the bitrate up
  execFileSync(ffmpegPath(process.env.FFMPEG_PATH), ['-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3',
    '-vf', 'noise=alls=60:allf=t+u', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '2M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file], { timeout: 30_000 });
  const bytes = readFileSync(file);
  size = bytes.length;
  local = new LocalBlobStorage(path.join(dir, 'uploads'));
  await local.put(KEY, bytes, 'video/mp4');
  await local.put('videos/noise.mp4', randomBytes(size), 'video/mp4');
  watched = watchedBlobs(local);
}, 60_000);
beforeEach(() => {
  watched.reads.length = 0;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('probeStored', () => {
  it('(the fixture has its moov atom at the end, after the media data, and is larger than the window)', () => {
    const bytes = readFileSync(file);
    expect(bytes.indexOf('moov')).toBeGreaterThan(bytes.indexOf('mdat'));
    expect(bytes.length - bytes.indexOf('moov')).toBeLessThan(WINDOW.tailBytes);
    expect(size).toBeGreaterThan(4 * (WINDOW.headBytes + WINDOW.tailBytes));
  });

  it('answers from the head and the tail alone what the whole file answers', async () => {
    const whole = await probe.probe(file);
    expect(whole).toMatchObject({ width: 320, height: 180 });
    const got = await probeStored(watched.storage, probe, KEY, size, tmpDir, WINDOW);
    expect(got).toEqual({ metadata: whole, read: 'sparse' });
    expect(watched.reads).toEqual([`0-${WINDOW.headBytes - 1}`, `${size - WINDOW.tailBytes}-${size - 1}`]);
    expect(readdirSync(tmpDir)).toEqual([]);
  }, 30_000);

  it('fetches the whole file when the sparse copy says nothing (here the tail misses the moov atom)', async () => {
    const whole = await probe.probe(file);
    const got = await probeStored(watched.storage, probe, KEY, size, tmpDir, { headBytes: WINDOW.headBytes, tailBytes: 16 });
    expect(got).toEqual({ metadata: whole, read: 'whole' });
    expect(watched.reads).toEqual([`0-${WINDOW.headBytes - 1}`, `${size - 16}-${size - 1}`, `0-${size - 1}`]);
    expect(readdirSync(tmpDir)).toEqual([]);
  }, 30_000);

  it('fetches a file no larger than the window in one read, with no second try', async () => {
    const got = await probeStored(watched.storage, probe, KEY, size, tmpDir, { headBytes: size, tailBytes: 1024 });
    expect(got).toEqual({ metadata: await probe.probe(file), read: 'whole' });
    expect(watched.reads).toEqual([`0-${size - 1}`]);
  }, 30_000);

  it('answers from the head and the tail of a WebM what the whole file answers', async () => {
    const webm = path.join(dir, 'clip.webm');
    execFileSync(ffmpegPath(process.env.FFMPEG_PATH), ['-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-t', '3', '-vf', 'noise=alls=60:allf=t+u',
      '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '2M', webm], { timeout: 60_000 });
    const bytes = readFileSync(webm);
    expect(bytes.length).toBeGreaterThan(4 * (WINDOW.headBytes + WINDOW.tailBytes));
    await local.put('videos/clip.webm', bytes, 'video/webm');
    const whole = await probe.probe(webm);
    expect(whole).toMatchObject({ width: 320, height: 180 });
    expect(await probeStored(watched.storage, probe, 'videos/clip.webm', bytes.length, tmpDir, WINDOW)).toEqual({ metadata: whole, read: 'sparse' });
  }, 60_000);

  it('null for bytes that are no video, after the whole file too; no temporary file left', async () => {
    const got = await probeStored(watched.storage, probe, 'videos/noise.mp4', size, tmpDir, WINDOW);
    expect(got).toEqual({ metadata: null, read: 'whole' });
    expect(watched.reads).toHaveLength(3);
    expect(readdirSync(tmpDir)).toEqual([]);
  }, 30_000);
});
