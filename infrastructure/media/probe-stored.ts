import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStorage, ProbedVideo, VideoProbe } from '../../application/ports/services';

/**
 * How much of a stored video the probe fetches: its head (an MP4's ftyp and, with
 * faststart, its moov; a WebM's header) and its tail (an MP4's moov when it was
 * written last). Measured here: ffprobe answers the same duration, size and codecs
 * from such a sparse copy as from the whole file.
 */
export interface ProbeWindow {
  headBytes: number;
  tailBytes: number;
}

export const PROBE_WINDOW: ProbeWindow = { headBytes: 10 * 1024 * 1024, tailBytes: 20 * 1024 * 1024 };

export interface StoredProbe {
  metadata: ProbedVideo | null;
  /** sparse: head and tail only; whole: every byte (a small file, or the sparse copy said nothing) */
  read: 'sparse' | 'whole';
}

/** Bytes [start, end) of the blob, written at the same offset of the open file. */
async function copyRange(blobs: BlobStorage, key: string, file: string, start: number, end: number) {
  if (end <= start) return;
  await pipeline(await blobs.read(key, { start, end: end - 1 }), createWriteStream(file, { flags: 'r+', start }));
}

/**
 * Probes a stored video without fetching all of it: a temporary file of its full size
 * holding only the head and the tail (the middle a hole), then, only if ffprobe finds
 * nothing there, the whole file (correctness before speed). The temporary file is
 * always removed.
 */
export async function probeStored(blobs: BlobStorage, probe: VideoProbe, key: string, size: number, tmpDir: string,
  window: ProbeWindow = PROBE_WINDOW): Promise<StoredProbe> {
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.probe`);
  try {
    const fh = await open(file, 'w');
    try {
      await fh.truncate(size);
    } finally {
      await fh.close();
    }
    const tailStart = Math.max(window.headBytes, size - window.tailBytes);
    await copyRange(blobs, key, file, 0, Math.min(size, window.headBytes));
    await copyRange(blobs, key, file, tailStart, size);
    const whole = tailStart <= window.headBytes;
    const metadata = await probe.probe(file);
    if (metadata || whole) return { metadata, read: whole ? 'whole' : 'sparse' };
    await copyRange(blobs, key, file, 0, size);
    return { metadata: await probe.probe(file), read: 'whole' };
  } finally {
    await rm(file, { force: true });
  }
}
