import { Readable } from 'node:stream';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import type { BattlerView, EventView, VideoView } from '../../application/catalogue/read-model';
import type { BlobStorage } from '../../application/ports/services';
import { ogImages } from './og-image';

const picture = (background: string) => sharp({ create: { width: 640, height: 360, channels: 3, background } }).png().toBuffer();

/** A storage holding a few files, recording every key read. */
async function storage() {
  const files = new Map<string, Buffer>([
    ['thumbnails/ev-1.png', await picture('#e01010')],
    ['thumbnails/v-2.png', await picture('#1010e0')],
    ['videos/v-1.mp4', Buffer.from('members-only bytes')],
  ]);
  const read: string[] = [];
  const blobs = {
    info: async (key: string) => (files.has(key) ? { size: files.get(key)!.length } : null),
    read: async (key: string) => {
      read.push(key);
      return Readable.from([files.get(key)!]);
    },
  } as unknown as BlobStorage;
  return { blobs, read };
}

const event = { id: 'ev-1', title: 'Summer Clash', thumbnailUrl: '/uploads/thumbnails/ev-1.png' } as EventView;
const videos: Record<string, Partial<VideoView>> = {
  // members-only, without a thumbnail of its own
  'v-1': { id: 'v-1', eventId: 'ev-1', title: 'Ace vs Blaze', thumbnailUrl: null, requiresAuth: true, videoUrl: '/media/videos/v-1', fileKey: 'videos/v-1.mp4' },
  'v-2': { id: 'v-2', eventId: 'ev-1', title: 'Cruz vs Dex', thumbnailUrl: '/uploads/thumbnails/v-2.png' },
  // a picture URL that names a video's file: never read
  'v-3': { id: 'v-3', eventId: 'nowhere', title: 'Odd', thumbnailUrl: '/uploads/videos/v-1.mp4' },
};
const reads = {
  event: async (id: string) => (id === 'ev-1' ? event : null),
  video: async (id: string) => (videos[id] as VideoView | undefined) ?? null,
  battler: async (id: string) => (id === 'b-1' ? { id, name: 'Ace', coverImageUrl: null, profileImageUrl: 'https://elsewhere.example/a.jpg' } as BattlerView : null),
};

async function redAndBlue(bytes: Buffer) {
  const { channels } = await sharp(bytes).extract({ left: 0, top: 0, width: 300, height: 200 }).stats();
  return { red: channels[0].mean, blue: channels[2].mean };
}

describe('the card pictures', () => {
  it("given a members-only battle without a thumbnail, then its event's picture, and the video's bytes are never read", async () => {
    const { blobs, read } = await storage();
    const app = express().use(ogImages(reads, blobs, 'UBR'));
    const res = await request(app).get('/og/videos/v-1.jpg').buffer(true);
    expect(res.status).toBe(200);
    expect((await redAndBlue(res.body)).red).toBeGreaterThan(150);
    expect(read).toEqual(['thumbnails/ev-1.png']);
  });

  it('given a battle with its own thumbnail, then that picture', async () => {
    const { blobs } = await storage();
    const res = await request(express().use(ogImages(reads, blobs, 'UBR'))).get('/og/videos/v-2.jpg').buffer(true);
    expect((await redAndBlue(res.body)).blue).toBeGreaterThan(150);
  });

  it('given a picture URL outside the public folders or on another host, then the plain card, nothing read or fetched', async () => {
    const { blobs, read } = await storage();
    const app = express().use(ogImages(reads, blobs, 'UBR'));
    for (const p of ['/og/videos/v-3.jpg', '/og/battlers/b-1.jpg']) {
      const res = await request(app).get(p).buffer(true);
      expect(res.status).toBe(200);
      expect(await sharp(res.body).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    }
    expect(read).toEqual([]);
  });

  it('given the same card asked twice, then it is drawn once', async () => {
    const { blobs, read } = await storage();
    const app = express().use(ogImages(reads, blobs, 'UBR'));
    const first = await request(app).get('/og/events/ev-1.jpg').buffer(true);
    const again = await request(app).get('/og/events/ev-1.jpg?v=other').buffer(true);
    expect(again.body.equals(first.body)).toBe(true);
    expect(read).toEqual(['thumbnails/ev-1.png']);
  });
});
