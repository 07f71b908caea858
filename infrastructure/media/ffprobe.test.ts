import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG_1x1 } from '../../test/fixtures/images';
import { FAKE_MP4, testVideo } from '../../test/fixtures/videos';
import { detectVideoType } from '../files/video-type';
import { FfprobeVideoProbe, ffmpegPath, ffprobePath } from './ffprobe';

let dir: string;
const probe = new FfprobeVideoProbe(ffprobePath(process.env.FFPROBE_PATH));

const file = (name: string, bytes: Buffer | string) => {
  const p = path.join(dir, name);
  writeFileSync(p, bytes);
  return p;
};

/** ffmpeg run over lavfi sources into `name` in the test directory. */
const ffmpeg = (name: string, args: string[]) => {
  const out = path.join(dir, name);
  execFileSync(ffmpegPath(process.env.FFMPEG_PATH), ['-hide_banner', '-loglevel', 'error', '-y', ...args, out], { timeout: 30_000 });
  return out;
};

let song: string | null = null;
/** An M4A song (1 s of sine) with a 64×64 PNG cover as an attached picture, made once. */
function songWithCover(): string {
  if (song) return song;
  const cover = ffmpeg('cover.png', ['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=1', '-frames:v', '1']);
  song = ffmpeg('with-cover.m4a', [
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-i', cover,
    '-map', '0', '-map', '1', '-c:a', 'aac', '-c:v', 'png', '-disposition:v:0', 'attached_pic',
  ]);
  return song;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-probe-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ffprobePath / ffmpegPath', () => {
  it('the configured binary wins; else the installer package\'s, which exists', () => {
    expect(ffprobePath('/usr/bin/ffprobe')).toBe('/usr/bin/ffprobe');
    expect(ffmpegPath('/usr/bin/ffmpeg')).toBe('/usr/bin/ffmpeg');
    expect(existsSync(ffprobePath())).toBe(true);
    expect(existsSync(ffmpegPath())).toBe(true);
  });
});

describe('FfprobeVideoProbe', () => {
  it('reads duration, width, height and bitrate of a real 2 s 320×180 MP4', async () => {
    const meta = await probe.probe(file('clip.mp4', testVideo(2, '320x180')));
    expect(meta).not.toBeNull();
    expect(meta?.width).toBe(320);
    expect(meta?.height).toBe(180);
    expect(meta?.duration).toBeCloseTo(2, 0);
    expect(Math.round((meta?.duration ?? 0) * 1000) / 1000).toBe(meta?.duration); // to the millisecond
    expect(meta?.bitrate).toBeGreaterThan(0);
    expect(Number.isInteger(meta?.bitrate)).toBe(true);
  }, 30_000);

  it('does not go by the file name: the same bytes under any name', async () => {
    const meta = await probe.probe(file('upload.part', testVideo(2, '320x180')));
    expect(meta).toMatchObject({ width: 320, height: 180 });
  }, 30_000);

  it('null for a text file', async () => {
    expect(await probe.probe(file('notes.mp4', 'hello, this is plain text and not a video\n'))).toBeNull();
  });

  it('null for FAKE_MP4 (an ftyp box and nothing playable)', async () => {
    expect(await probe.probe(file('fake.mp4', FAKE_MP4))).toBeNull();
  });

  it('null for an empty file', async () => {
    expect(await probe.probe(file('empty.mp4', Buffer.alloc(0)))).toBeNull();
  });

  it('null for a missing file', async () => {
    expect(await probe.probe(path.join(dir, 'no-such-file.mp4'))).toBeNull();
  });

  it('null for an audio-only MP4 (M4A)', async () => {
    const song = ffmpeg('song.m4a', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac']);
    expect(await probe.probe(song)).toBeNull();
  }, 30_000);

  // BUG: ffprobe reports a still image as a one-frame "video" stream (codec png, format png_pipe),
  // and the probe takes any codec_type "video" stream as proof of a video. The upload route's
  // magic-byte check stops a bare PNG first, but the probe's own contract (null when the file holds
  // no video) does not hold. Fix: see the next case.
  it('null for a PNG (a still image is not a video)', async () => {
    expect(await probe.probe(file('picture.png', PNG_1x1))).toBeNull();
  });

  it('(the PNG fixture is a PNG)', () => {
    expect(PNG_1x1.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  // An M4A song with cover art: its cover is a codec_type "video" stream with disposition.attached_pic = 1;
  // the probe must not take it for a battle video (nor may the byte check: brand 'M4A ' is refused there too).
  it('null for an audio file with cover art (attached picture, not a video stream)', async () => {
    expect(await probe.probe(songWithCover())).toBeNull();
  }, 30_000);

  it('(the cover-art fixture is what it claims: an audio stream and an attached picture, refused by its ftyp brand M4A)', () => {
    const song = songWithCover();
    const out = JSON.parse(execFileSync(ffprobePath(process.env.FFPROBE_PATH),
      ['-v', 'error', '-print_format', 'json', '-show_streams', song]).toString()) as {
      streams: { codec_type: string; disposition?: { attached_pic?: number } }[];
    };
    expect(out.streams.map((s) => [s.codec_type, s.disposition?.attached_pic])).toEqual([['audio', 0], ['video', 1]]);
    expect(detectVideoType(readFileSync(song).subarray(0, 4096))).toBeNull();
  }, 30_000);
});
