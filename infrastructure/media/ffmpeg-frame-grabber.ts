import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStorage, FrameGrabber } from '../../application/ports/services';

/** The widest frame kept: a 4K source's frame would be a picture over twice what any variant needs. */
export const FRAME_MAX_WIDTH = 1920;

/**
 * The command line for one frame: `-ss` before `-i` seeks by the container's index, so
 * only the frames up to the nearest key frame are decoded. Started through `nice`, as
 * the renditions are (ffmpeg-rendition-maker.ts says why not setPriority).
 */
export function frameCommand(ffmpeg: string, input: string, atSeconds: number, nice: number): [string, string[]] {
  const args = [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-ss', atSeconds.toFixed(3), '-i', input,
    '-frames:v', '1', '-vf', `scale='min(${FRAME_MAX_WIDTH},iw)':-2`, '-f', 'image2pipe', '-vcodec', 'mjpeg', '-q:v', '3', '-',
  ];
  return nice > 0 ? ['nice', ['-n', String(nice), ffmpeg, ...args]] : [ffmpeg, args];
}

/**
 * A video's frame with ffmpeg: the source is copied from storage to a temporary file
 * (storage may be remote, and an MP4 whose index is at its end cannot be seeked in a
 * pipe), and one frame is read from it as JPEG on ffmpeg's standard output.
 */
export class FfmpegFrameGrabber implements FrameGrabber {
  constructor(
    private readonly ffmpeg: string,
    private readonly blobs: BlobStorage,
    private readonly tmpRoot = os.tmpdir(),
    private readonly nice = 19,
  ) {}

  async frame(sourceKey: string, atSeconds: number): Promise<Buffer> {
    const dir = mkdtempSync(path.join(this.tmpRoot, 'ubr-frame-'));
    try {
      const input = path.join(dir, 'source');
      await pipeline(await this.blobs.read(sourceKey), createWriteStream(input));
      const command = frameCommand(this.ffmpeg, input, atSeconds, this.nice);
      return await this.run(command).catch((err: NodeJS.ErrnoException) => {
        // no `nice` on this system: one frame at normal priority is a moment's work
        if (command[0] !== 'nice' || err.code !== 'ENOENT') throw err;
        return this.run(frameCommand(this.ffmpeg, input, atSeconds, 0));
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  private run([file, args]: [string, string[]]): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => out.push(c));
      child.stderr.on('data', (c) => { stderr = (stderr + String(c)).slice(-2000); });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim()}`))));
    });
  }
}
