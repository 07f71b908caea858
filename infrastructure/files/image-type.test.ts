import { deflateSync } from 'node:zlib';
import { detectImageType } from './image-type';

/** A real 1×1 PNG, built here: signature, IHDR, IDAT, IEND with their CRCs. */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.from([0, 255, 0, 0, 255]); // filter byte + one red pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const bytes = (...b: number[]) => Buffer.from(b);
const text = (s: string) => Buffer.from(s, 'utf8');

describe('detectImageType', () => {
  it('PNG (a real 1×1 file)', () => {
    const png = onePixelPng();
    expect(png.length).toBeGreaterThan(60);
    expect(detectImageType(png)).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it('JPEG (JFIF and Exif)', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78, 0x69, 0x66))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  });

  it('GIF 87a and 89a', () => {
    expect(detectImageType(text('GIF89a\x01\x00\x01\x00\x80\x00\x00'))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(detectImageType(text('GIF87a\x01\x00\x01\x00'))).toEqual({ mime: 'image/gif', ext: 'gif' });
  });

  it('WebP', () => {
    const webp = Buffer.concat([text('RIFF'), bytes(0x1a, 0, 0, 0), text('WEBPVP8L'), bytes(0x0d, 0, 0, 0, 0x2f)]);
    expect(detectImageType(webp)).toEqual({ mime: 'image/webp', ext: 'webp' });
    // a RIFF that is not WebP (WAV)
    expect(detectImageType(Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt ')]))).toBeNull();
  });

  it('ICO', () => {
    const ico = bytes(0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 0x04, 0, 0, 0x16, 0, 0, 0);
    expect(detectImageType(ico)).toEqual({ mime: 'image/x-icon', ext: 'ico' });
    expect(detectImageType(bytes(0, 0, 1, 0, 0, 0))).toBeNull(); // no images
    expect(detectImageType(bytes(0, 0, 1, 0, 1, 0, 16, 16, 0, 7))).toBeNull(); // reserved byte set
  });

  it.each([
    ['bare', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'],
    ['with an XML prolog', '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['with a BOM and whitespace', '\ufeff  \r\n\t<svg>'],
    ['with comments', '<?xml version="1.0"?><!-- Generator: Adobe Illustrator --><!-- another -->\n<svg version="1.1">'],
    [
      'with a DOCTYPE and internal subset',
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY ns "x"> ]>\n<svg>',
    ],
    ['in upper case', '<SVG>'],
    ['with a namespace prefix', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg">'],
  ])('SVG %s', (_, source) => {
    expect(detectImageType(text(source))).toEqual({ mime: 'image/svg+xml', ext: 'svg' });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['plain text', text('hello, this is not an image')],
    ['PDF', text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
    ['HTML', text('<!DOCTYPE html><html><body><svg></svg></body></html>')],
    ['XML that is not SVG', text('<?xml version="1.0"?><rss version="2.0">')],
    ['an svg-like element name', text('<svgfoo>')],
    ['an unterminated comment', text('<!-- <svg>')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
    ['a ZIP', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
    ['an MP4', Buffer.concat([bytes(0, 0, 0, 0x20), text('ftypisom')])],
  ])('not an image: %s', (_, head) => {
    expect(detectImageType(head)).toBeNull();
  });
});
