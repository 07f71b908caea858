export interface ImageType {
  mime: string;
  ext: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const startsWith = (head: Buffer, bytes: Buffer | number[], offset = 0): boolean => {
  if (head.length < offset + bytes.length) return false;
  for (let i = 0; i < bytes.length; i++) if (head[offset + i] !== bytes[i]) return false;
  return true;
};
const ascii = (s: string) => Buffer.from(s, 'latin1');

/**
 * The image type of a file by its first bytes (pass at least the first few
 * hundred; 4 KB is plenty, SVG prologs can be long), never by its name:
 * PNG, JPEG, GIF, WebP, ICO, and SVG. SVG is text that can carry script: it is
 * reported as `{ mime: 'image/svg+xml', ext: 'svg' }` so callers can refuse it
 * or serve it sandboxed. Anything else is null.
 */
export function detectImageType(head: Buffer): ImageType | null {
  if (!head || head.length === 0) return null;
  if (startsWith(head, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (isIco(head)) return { mime: 'image/x-icon', ext: 'ico' };
  if (isSvg(head)) return { mime: 'image/svg+xml', ext: 'svg' };
  return null;
}

/** ICONDIR: reserved 0, type 1 (icon), count ≥ 1; the first entry's reserved byte is 0. */
function isIco(head: Buffer): boolean {
  if (!startsWith(head, [0x00, 0x00, 0x01, 0x00]) || head.length < 6) return false;
  const count = head.readUInt16LE(4);
  if (count === 0) return false;
  // ICONDIRENTRY at 6: width, height, colours, reserved (0) ...
  if (head.length >= 10 && head[9] !== 0) return false;
  return true;
}

/**
 * SVG: optional UTF-8 BOM, whitespace, an XML declaration, comments, processing
 * instructions and a DOCTYPE, in any order, then an `<svg` element.
 */
function isSvg(head: Buffer): boolean {
  let text = head.subarray(0, 4096).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') {
      const end = doctypeEnd(text, i + 9);
      if (end < 0) return false;
      i = end + 1;
    } else {
      break;
    }
  }
  return /^<svg[\s>/]/i.test(text.slice(i, i + 5)) || /^<[a-z_][\w.-]*:svg[\s>/]/i.test(text.slice(i, i + 40));
}

/** The `>` closing a DOCTYPE, skipping an internal subset in brackets. */
function doctypeEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i;
  }
  return -1;
}
