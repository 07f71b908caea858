import { execFile } from 'node:child_process';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ImageFile, VideoUpload } from '../../application/catalogue/stored-files';
import type { DemoEvent } from './content';

// Generated media (ffmpeg test sources: no fonts, no binary fixtures)

const execFileAsync = promisify(execFile);

/** Video looks that are cheap to encode: test patterns, tinted so the cards differ. */
const VIDEO_LOOKS = [
  { src: 'testsrc=size=640x360:rate=25', vf: 'hue=h=0' },
  { src: 'smptehdbars=size=640x360:rate=25', vf: 'hue=h=0' },
  { src: 'testsrc=size=640x360:rate=25', vf: 'hue=h=120:s=1.2' },
  { src: 'smptebars=size=640x360:rate=25', vf: 'hue=h=200' },
  { src: 'testsrc=size=640x360:rate=25', vf: 'hue=h=260:s=1.3' },
];

async function ffmpeg(binary: string, args: string[]): Promise<void> {
  await execFileAsync(binary, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 120_000 });
}

/** Runs `jobs` in order with at most `limit` at a time. */
export async function pool(limit: number, jobs: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

export async function eventThumbnail(binary: string, dir: string, e: DemoEvent): Promise<ImageFile> {
  const file = path.join(dir, `event-${e.key}.jpg`);
  await ffmpeg(binary, [
    '-f', 'lavfi', '-i', `mandelbrot=size=800x450:start_scale=${e.art.scale}:start_x=-0.743643887037151:start_y=0.13182590420533`,
    '-frames:v', '1', '-vf', `hue=h=${e.art.hue}:s=1.3,vignette`, '-q:v', '3', file,
  ]);
  return { bytes: readFileSync(file), mime: 'image/jpeg', ext: 'jpg' };
}

export interface MadeVideo {
  upload: VideoUpload;
  thumbnail: ImageFile;
}

export async function demoVideo(binary: string, dir: string, index: number, seconds: number): Promise<MadeVideo> {
  const look = VIDEO_LOOKS[index % VIDEO_LOOKS.length];
  const file = path.join(dir, `video-${index}.mp4`);
  await ffmpeg(binary, [
    '-f', 'lavfi', '-i', look.src,
    '-f', 'lavfi', '-i', `sine=frequency=${220 + 55 * (index % 8)}:beep_factor=4:sample_rate=44100`,
    '-t', String(seconds), '-vf', `format=yuv420p,${look.vf}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-shortest', file,
  ]);
  const thumbFile = path.join(dir, `video-${index}.jpg`);
  await ffmpeg(binary, ['-ss', String(Math.min(seconds / 3, 5)), '-i', file, '-frames:v', '1', '-q:v', '4', thumbFile]);
  return {
    upload: {
      path: file, size: statSync(file).size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file),
    },
    thumbnail: { bytes: readFileSync(thumbFile), mime: 'image/jpeg', ext: 'jpg' },
  };
}
