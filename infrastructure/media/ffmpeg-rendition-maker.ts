import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStorage, MadeRendition, RenditionMaker, VideoProbe } from '../../application/ports/services';

/** Video bitrate per rung in kbit/s (about what streaming services use for H.264), audio by size. */
const VIDEO_KBPS: Record<number, number> = { 2160: 16000, 1440: 9000, 1080: 5000, 720: 2800, 480: 1400, 360: 800 };
const audioKbps = (height: number) => (height >= 720 ? 128 : 96);

/**
 * H.264/AAC MP4 with faststart at each rung, with ffmpeg: the source is copied from
 * storage to a temporary file (storage may be remote), transcoded, probed, stored.
 */
export class FfmpegRenditionMaker implements RenditionMaker {
  constructor(
    private readonly ffmpeg: string,
    private readonly blobs: BlobStorage,
    private readonly probe: VideoProbe,
    private readonly tmpRoot = os.tmpdir(),
  ) {}

  async make(sourceKey: string, targetKey: string, height: number, onProgress: (fraction: number) => void): Promise<MadeRendition> {
    const dir = mkdtempSync(path.join(this.tmpRoot, 'ubr-rendition-'));
    try {
      const input = path.join(dir, 'source');
      const output = path.join(dir, 'out.mp4');
      await pipeline(await this.blobs.read(sourceKey), createWriteStream(input));
      const source = await this.probe.probe(input);
      const kbps = VIDEO_KBPS[height] ?? 800;
      await this.run([
        '-hide_banner', '-loglevel', 'error', '-nostats', '-y', '-i', input,
        '-vf', `scale=-2:${height}`, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p',
        '-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.07)}k`, '-bufsize', `${Math.round(kbps * 1.5)}k`,
        '-c:a', 'aac', '-b:a', `${audioKbps(height)}k`, '-movflags', '+faststart', '-progress', 'pipe:1', output,
      ], source?.duration ?? null, onProgress);
      const made = await this.probe.probe(output);
      await this.blobs.put(targetKey, createReadStream(output), 'video/mp4');
      return { key: targetKey, size: statSync(output).size, width: made?.width ?? null, height: made?.height ?? null, bitrate: made?.bitrate ?? null };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  private run(args: string[], duration: number | null, onProgress: (fraction: number) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (c) => { stderr = (stderr + String(c)).slice(-2000); });
      child.stdout.on('data', (chunk) => {
        // -progress writes key=value lines; out_time_ms is in microseconds despite its name
        const m = /out_time_ms=(\d+)/g;
        let last: RegExpExecArray | null = null;
        for (let r = m.exec(String(chunk)); r; r = m.exec(String(chunk))) last = r;
        if (last && duration) onProgress(Math.min(0.99, Number(last[1]) / 1e6 / duration));
      });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim()}`))));
    });
  }
}
