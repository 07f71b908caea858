import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ProbedVideo, VideoProbe } from '../../application/ports/services';

const run = promisify(execFile);

/**
 * The ffprobe binary: FFPROBE_PATH when set (e.g. Debian's /usr/bin/ffprobe), else
 * the one the npm package @ffprobe-installer/ffprobe ships for this platform.
 */
export function ffprobePath(configured?: string): string {
  if (configured) return configured;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@ffprobe-installer/ffprobe') as { path: string }).path;
}

/** The ffmpeg binary, found the same way (FFMPEG_PATH or @ffmpeg-installer/ffmpeg). */
export function ffmpegPath(configured?: string): string {
  if (configured) return configured;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

interface ProbeOutput {
  streams?: {
    codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string; bit_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
  format?: { format_name?: string; duration?: string; bit_rate?: string };
}

/** Codecs of still pictures: ffprobe calls a lone image a one-frame "video" stream. */
const STILL_CODECS = new Set(['png', 'mjpeg', 'gif', 'webp', 'bmp', 'tiff', 'jpegls']);

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export class FfprobeVideoProbe implements VideoProbe {
  constructor(private readonly binary: string, private readonly timeoutMs = 30_000) {}

  async probe(filePath: string): Promise<ProbedVideo | null> {
    let stdout: string;
    try {
      ({ stdout } = await run(this.binary,
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath],
        { timeout: this.timeoutMs, maxBuffer: 4 * 1024 * 1024 }));
    } catch (err) {
      // a missing binary is the operator's problem, not the uploader's: say so loudly
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`ffprobe not found at ${this.binary} (FFPROBE_PATH)`);
      // otherwise ffprobe could not read it as media: not a video
      return null;
    }
    let out: ProbeOutput;
    try {
      out = JSON.parse(stdout) as ProbeOutput;
    } catch {
      return null;
    }
    const formatName = out.format?.format_name ?? '';
    if (formatName === 'image2' || formatName.endsWith('_pipe')) return null;
    // an audio file's cover art is a "video" stream marked as an attached picture
    const video = out.streams?.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1
      && !STILL_CODECS.has(s.codec_name ?? ''));
    if (!video) return null;
    const duration = num(out.format?.duration) ?? num(video.duration);
    return {
      duration: duration === null ? null : Math.round(duration * 1000) / 1000,
      width: num(video.width),
      height: num(video.height),
      bitrate: num(out.format?.bit_rate) ?? num(video.bit_rate),
    };
  }
}
