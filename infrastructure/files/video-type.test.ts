import { PNG_1x1 } from '../../test/fixtures/images';
import { FAKE_MP4, testVideo } from '../../test/fixtures/videos';
import { detectVideoType } from './video-type';

const bytes = (...b: number[]) => Buffer.from(b);
const text = (s: string) => Buffer.from(s, 'latin1');
/** An ISO base media 'ftyp' box of this major brand, then some padding. */
const ftyp = (brand: string) => Buffer.concat([bytes(0, 0, 0, 0x20), text('ftyp'), text(brand), bytes(0, 0, 0x02, 0), text('isomiso2mp41'), Buffer.alloc(64)]);
const EBML = bytes(0x1a, 0x45, 0xdf, 0xa3);
/** An EBML header naming its DocType, as Matroska and WebM files start. */
const ebml = (docType: string) =>
  Buffer.concat([EBML, bytes(0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length), text(docType), Buffer.alloc(64)]);

/** A transport stream: 188-byte packets each starting with the 0x47 sync byte. */
function transportStream(packets: number): Buffer {
  const ts = Buffer.alloc(188 * packets, 0xff);
  for (let i = 0; i < packets; i++) {
    ts[i * 188] = 0x47;
    ts[i * 188 + 1] = 0x40;
  }
  return ts;
}

describe('detectVideoType', () => {
  it('MP4 (ftyp isom)', () => {
    expect(detectVideoType(ftyp('isom'))).toEqual({ mime: 'video/mp4', ext: 'mp4' });
  });

  it('MP4 of other brands (mp42, avc1, 3GP) is MP4 too', () => {
    for (const brand of ['mp42', 'avc1', '3gp5', 'M4V ']) expect(detectVideoType(ftyp(brand))).toEqual({ mime: 'video/mp4', ext: 'mp4' });
  });

  it('QuickTime (ftyp \'qt  \')', () => {
    expect(detectVideoType(ftyp('qt  '))).toEqual({ mime: 'video/quicktime', ext: 'mov' });
  });

  it('a real MP4 made by ffmpeg (test/fixtures/videos.ts)', () => {
    const mp4 = testVideo();
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(detectVideoType(mp4)).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(detectVideoType(mp4.subarray(0, 4096))).toEqual({ mime: 'video/mp4', ext: 'mp4' }); // the head the upload reads
  });

  it('the FAKE_MP4 fixture starts like one (the probe is what refuses it)', () => {
    expect(detectVideoType(FAKE_MP4)).toEqual({ mime: 'video/mp4', ext: 'mp4' });
  });

  it('WebM (EBML with DocType webm)', () => {
    expect(detectVideoType(ebml('webm'))).toEqual({ mime: 'video/webm', ext: 'webm' });
  });

  it('Matroska (EBML with another DocType)', () => {
    expect(detectVideoType(ebml('matroska'))).toEqual({ mime: 'video/x-matroska', ext: 'mkv' });
  });

  it('AVI (RIFF....AVI )', () => {
    expect(detectVideoType(Buffer.concat([text('RIFF'), bytes(0x24, 0x10, 0, 0), text('AVI LIST'), Buffer.alloc(16)])))
      .toEqual({ mime: 'video/x-msvideo', ext: 'avi' });
    // a RIFF that is not AVI (WAV, WebP)
    expect(detectVideoType(Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt '), Buffer.alloc(16)]))).toBeNull();
    expect(detectVideoType(Buffer.concat([text('RIFF'), bytes(0x1a, 0, 0, 0), text('WEBPVP8L'), Buffer.alloc(16)]))).toBeNull();
  });

  it('Ogg (OggS)', () => {
    expect(detectVideoType(Buffer.concat([text('OggS'), bytes(0, 2, 0, 0, 0, 0, 0, 0, 0, 0), Buffer.alloc(32)])))
      .toEqual({ mime: 'video/ogg', ext: 'ogv' });
  });

  it('MPEG program stream (pack start code 00 00 01 BA)', () => {
    expect(detectVideoType(Buffer.concat([bytes(0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8), Buffer.alloc(32)])))
      .toEqual({ mime: 'video/mpeg', ext: 'mpg' });
  });

  it('MPEG transport stream (0x47 at 0, 188 and 376)', () => {
    expect(detectVideoType(transportStream(3))).toEqual({ mime: 'video/mp2t', ext: 'ts' });
    expect(detectVideoType(transportStream(20))).toEqual({ mime: 'video/mp2t', ext: 'ts' });
  });

  it('not a transport stream: a sync byte missing, or too short to show three packets', () => {
    const broken = transportStream(3);
    broken[188] = 0x00;
    expect(detectVideoType(broken)).toBeNull();
    const lastMissing = transportStream(3);
    lastMissing[376] = 0x46;
    expect(detectVideoType(lastMissing)).toBeNull();
    expect(detectVideoType(transportStream(3).subarray(0, 376))).toBeNull();
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['a PNG', PNG_1x1],
    ['plain text', text('hello, this is not a video at all')],
    ['HTML', text('<!DOCTYPE html><html><body><video src="x.mp4"></video></body></html>')],
    ['a PDF', text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')],
    ['a ZIP', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), Buffer.alloc(32)])],
    ['a JPEG', Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), text('JFIF'), Buffer.alloc(32)])],
    ['\'ftyp\' in the wrong place', Buffer.concat([text('ftyp'), text('isom'), Buffer.alloc(32)])],
    ['too short: 11 bytes of an MP4 head', ftyp('isom').subarray(0, 11)],
    ['too short: an EBML magic alone', EBML],
    ['too short: OggS alone', text('OggS')],
    ['too short: a pack start code alone', bytes(0, 0, 1, 0xba)],
  ])('not a video: %s', (_, head) => {
    expect(detectVideoType(head)).toBeNull();
  });

  it('no head at all', () => {
    expect(detectVideoType(undefined as unknown as Buffer)).toBeNull();
  });
});
