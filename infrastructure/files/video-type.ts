export interface VideoType {
  mime: string;
  ext: string;
}

const ascii = (s: string) => Buffer.from(s, 'latin1');
const at = (head: Buffer, bytes: Buffer | number[], offset = 0) =>
  head.length >= offset + bytes.length && Buffer.from(bytes).equals(head.subarray(offset, offset + bytes.length));

/**
 * The container of a video file by its first bytes, never its name: MP4 / QuickTime
 * ('ftyp' box), Matroska / WebM (EBML), AVI (RIFF....AVI ), MPEG-TS (sync bytes every
 * 188) and MPEG-PS, Ogg. ffprobe then confirms there is a video stream.
 */
export function detectVideoType(head: Buffer): VideoType | null {
  if (!head || head.length < 12) return null;
  if (at(head, ascii('ftyp'), 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    // MPEG-4 audio (songs, audiobooks) shares the box format but holds no video
    if (['M4A ', 'M4B ', 'M4P '].includes(brand)) return null;
    return brand === 'qt  ' ? { mime: 'video/quicktime', ext: 'mov' } : { mime: 'video/mp4', ext: 'mp4' };
  }
  if (at(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const webm = head.subarray(0, 64).includes(ascii('webm'));
    return webm ? { mime: 'video/webm', ext: 'webm' } : { mime: 'video/x-matroska', ext: 'mkv' };
  }
  if (at(head, ascii('RIFF')) && at(head, ascii('AVI '), 8)) return { mime: 'video/x-msvideo', ext: 'avi' };
  if (at(head, ascii('OggS'))) return { mime: 'video/ogg', ext: 'ogv' };
  if (at(head, [0x00, 0x00, 0x01, 0xba])) return { mime: 'video/mpeg', ext: 'mpg' };
  if (head.length >= 377 && head[0] === 0x47 && head[188] === 0x47 && head[376] === 0x47) return { mime: 'video/mp2t', ext: 'ts' };
  return null;
}
