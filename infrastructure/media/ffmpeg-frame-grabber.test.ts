import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { testVideo } from '../../test/fixtures/videos';
import { LocalBlobStorage } from '../blob/local-blob-storage';
import { FfmpegFrameGrabber, frameCommand } from './ffmpeg-frame-grabber';
import { ffmpegPath } from './ffprobe';

describe('the ffmpeg frame grabber', () => {
  it('seeks before reading the input, keeps one frame of at most 1920 px, and runs at the renditions\' priority', () => {
    const [file, args] = frameCommand('/bin/ffmpeg', '/tmp/in', 3.6, 19);
    expect([file, ...args.slice(0, 3)]).toEqual(['nice', '-n', '19', '/bin/ffmpeg']);
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(args).toEqual(expect.arrayContaining(['3.600', '-frames:v', '1', "scale='min(1920,iw)':-2", 'mjpeg']));
    expect(frameCommand('/bin/ffmpeg', '/tmp/in', 0, 0)[0]).toBe('/bin/ffmpeg');
  });

  it('given a stored video, then its frame is a JPEG of its size; past its end, nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'frame-grabber-'));
    try {
      const blobs = new LocalBlobStorage(path.join(dir, 'blobs'));
      await blobs.put('videos/v.mp4', testVideo(1, '320x180'), 'video/mp4');
      const grabber = new FfmpegFrameGrabber(ffmpegPath(process.env.FFMPEG_PATH), blobs, dir, 19);
      expect(await sharp(await grabber.frame('videos/v.mp4', 0.1)).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
      expect((await grabber.frame('videos/v.mp4', 30)).length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
