import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStorage, MadeRendition, RenditionMaker, VideoProbe } from '../../application/ports/services';
import { servingFirst } from './serving-first';

/** Video bitrate per rung in kbit/s (about what streaming services use for H.264), audio by size. */
const VIDEO_KBPS: Record<number, number> = { 2160: 16000, 1440: 9000, 1080: 5000, 720: 2800, 480: 1400, 360: 800 };
const audioKbps = (height: number) => (height >= 720 ? 128 : 96);

/** How hard a transcoding may press on the machine that also serves the site. */
export interface TranscodeLimits {
  /** ffmpeg's decoder, filter and encoder threads; null: ffmpeg's own choice (every core) */
  threads: number | null;
  /** 0 (normal) … 19 (lowest CPU priority) */
  nice: number;
  /** paused while the serving thread is busy (serving-first.ts) */
  yieldToServing?: boolean;
}

export type SpawnFn = (file: string, args: readonly string[]) => ChildProcessByStdio<null, Readable, Readable>;

const spawnPiped: SpawnFn = (file, args) => spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * The command line for one transcoding at the given limits. The priority is set by
 * starting ffmpeg through `nice`, not by `os.setPriority(child.pid)` after spawn:
 * on Linux the nice value belongs to each thread, and setPriority on a pid renices
 * only its main thread, so any thread ffmpeg had started by then (it starts its
 * decoder and x264 threads as soon as it has read the input's header) would keep
 * the normal priority. Through `nice`, ffmpeg is exec'd already reniced and every
 * thread it makes inherits it.
 */
export function transcodeCommand(ffmpeg: string, input: string, output: string, height: number, limits: TranscodeLimits): [string, string[]] {
  const kbps = VIDEO_KBPS[height] ?? 800;
  // before -i: the decoder's threads; after it: the filter graph's and the encoder's (x264 derives its lookahead threads from them)
  const decode = limits.threads === null ? [] : ['-threads', String(limits.threads)];
  const encode = limits.threads === null ? [] : ['-filter_threads', String(limits.threads), '-threads', String(limits.threads)];
  const args = [
    '-hide_banner', '-loglevel', 'error', '-nostats', '-y', ...decode, '-i', input,
    '-vf', `scale=-2:${height}`, ...encode, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p',
    '-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.07)}k`, '-bufsize', `${Math.round(kbps * 1.5)}k`,
    '-c:a', 'aac', '-b:a', `${audioKbps(height)}k`, '-movflags', '+faststart', '-progress', 'pipe:1', output,
  ];
  return limits.nice > 0 ? ['nice', ['-n', String(limits.nice), ffmpeg, ...args]] : [ffmpeg, args];
}

/**
 * H.264/AAC MP4 with faststart at each rung, with ffmpeg: the source is copied from
 * storage to a temporary file (storage may be remote), transcoded, probed, stored.
 * ffmpeg runs at the given limits (low priority, few threads) so that serving keeps
 * its pace while a rendition is made.
 */
export class FfmpegRenditionMaker implements RenditionMaker {
  constructor(
    private readonly ffmpeg: string,
    private readonly blobs: BlobStorage,
    private readonly probe: VideoProbe,
    private readonly tmpRoot = os.tmpdir(),
    private readonly limits: TranscodeLimits = { threads: 1, nice: 19 },
    private readonly spawnFn: SpawnFn = spawnPiped,
  ) {}

  async make(sourceKey: string, targetKey: string, height: number, onProgress: (fraction: number) => void): Promise<MadeRendition> {
    const dir = mkdtempSync(path.join(this.tmpRoot, 'ubr-rendition-'));
    try {
      const input = path.join(dir, 'source');
      const output = path.join(dir, 'out.mp4');
      await pipeline(await this.blobs.read(sourceKey), createWriteStream(input));
      const source = await this.probe.probe(input);
      const duration = source?.duration ?? null;
      const command = transcodeCommand(this.ffmpeg, input, output, height, this.limits);
      await this.run(command, duration, onProgress).catch(async (err: NodeJS.ErrnoException) => {
        if (command[0] !== 'nice' || err.code !== 'ENOENT') throw err;
        // no `nice` on this system: ffmpeg reniced right after spawn (its first threads may keep the normal priority)
        await this.run(transcodeCommand(this.ffmpeg, input, output, height, { ...this.limits, nice: 0 }), duration, onProgress, this.limits.nice);
      });
      const made = await this.probe.probe(output);
      await this.blobs.put(targetKey, createReadStream(output), 'video/mp4');
      return { key: targetKey, size: statSync(output).size, width: made?.width ?? null, height: made?.height ?? null, bitrate: made?.bitrate ?? null };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  private run([file, args]: [string, string[]], duration: number | null, onProgress: (fraction: number) => void, renice = 0): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = this.spawnFn(file, args);
      if (renice && child.pid) {
        try { os.setPriority(child.pid, renice); } catch { /* not allowed here: it runs at normal priority */ }
      }
      const release = this.limits.yieldToServing && child.pid ? servingFirst(child) : () => undefined;
      child.once('close', release);
      child.once('error', release);
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
