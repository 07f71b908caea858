import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import type { CommandContext } from '../../../application/command-handling';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { publicVideo } from '../../../application/catalogue/read-model';
import { videoKey } from '../../../application/catalogue/stored-files';
import { VideoCommands } from '../../../application/catalogue/video-commands';
import type { BlobStorage, Clock, IdGenerator } from '../../../application/ports/services';
import type { AppConfig } from '../../../infrastructure/config';
import type { Container } from 'inversify';
import { TOKENS } from '../../../application/tokens';
import { DomainError } from '../../../domain/shared/errors';
import {
  CHUNK_BYTES, chunkKey, ChunkedUploadStore, ChunkWrongSize, chunkRange, expectedChunks, missingChunks, receivedBytes, type ChunkedManifest,
} from '../../../infrastructure/files/chunked-upload-store';
import { detectVideoType } from '../../../infrastructure/files/video-type';
import { probeStored } from '../../../infrastructure/media/probe-stored';
import { streamedFilePart, receivedPart } from '../../http/chunk-upload';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { PROGRESS_KEPT_MS, progressView, UploadProgress } from '../../http/upload-progress';
import { parse } from '../../http/validate';
import { checkedVideo, optionalThumbnail, removeTemporaryFiles, videoUpload } from '../../http/video-upload';
import { OpenUploadLimits } from './open-uploads';
import {
  chunkedCompleteSchema, chunkedInitSchema, chunkFieldsSchema, uploadIdParams, uploadIdSchema, videoUploadSchema,
} from './schemas';

const NOT_FOUND = 'Upload not found: start it with /api/admin/videos/upload-chunked/init';
const NOT_A_VIDEO = 'Invalid file: please upload a video file';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** What the client needs to resume: the chunks the server has and the ones still to send. */
export function chunkedState(m: ChunkedManifest) {
  return {
    uploadId: m.uploadId, fileName: m.fileName, fileSize: m.fileSize, totalChunks: m.totalChunks, chunkSize: CHUNK_BYTES,
    receivedChunks: m.received, missingChunks: missingChunks(m), uploadedBytes: receivedBytes(m),
    // named before the video exists (see assemble): only a finished upload tells it
    status: m.status, videoId: m.status === 'completed' ? m.videoId : null,
  };
}

const sameFile = (m: ChunkedManifest, b: { fileName: string; fileSize: number; totalChunks: number; sha256: string | null }) =>
  m.fileName === b.fileName && m.fileSize === b.fileSize && m.totalChunks === b.totalChunks && m.sha256 === b.sha256;

/**
 * The chunked uploads' store (its manifests on disk, its chunks in the blob storage) and
 * each admin's limits, one per process in the container; the store sweeps abandoned
 * uploads past their TTL.
 */
export function bindLargeUploads(container: Container): void {
  container.bind(ChunkedUploadStore).toDynamicValue((ctx) => {
    const config = ctx.get<AppConfig>(TOKENS.AppConfig);
    const clock = ctx.get<Clock>(TOKENS.Clock);
    const videoCommands = ctx.get(VideoCommands);
    const store = new ChunkedUploadStore(config.DATA_DIR, ctx.get<BlobStorage>(TOKENS.BlobStorage), (videoId) => videoCommands.uploaded(videoId));
    const ttlMs = config.CHUNKED_UPLOAD_TTL_HOURS * 60 * 60 * 1000;
    const sweep = async () => {
      try {
        await store.sweep(clock.now(), ttlMs);
      } catch {
        // a folder that vanished meanwhile: the next sweep sees the rest
      }
    };
    const every = Math.min(ttlMs, SWEEP_EVERY_MS);
    if (every > 0) setInterval(() => void sweep(), every).unref();
    return store;
  }).inSingletonScope();
  container.bind(OpenUploadLimits).toDynamicValue((ctx) =>
    new OpenUploadLimits(ctx.get(ChunkedUploadStore), ctx.get<AppConfig>(TOKENS.AppConfig))).inSingletonScope();
}

/**
 * Large uploads (admin §7): chunked (init, chunks in any order, state, complete) and
 * optimized (one streamed multipart), with the progress of both. A chunked upload's
 * chunks are objects in the blob storage, joined there at complete; which are stored is
 * its manifest on disk (infrastructure/files/chunked-upload-store.ts), so it survives a
 * restart; the progress numbers are this process's view.
 */
export function largeUploadRoutes(deps: ApiDeps): Route[] {
  const { config, runner, clock } = deps;
  const catalogue = deps.get(CatalogueQueries);
  const videoCommands = deps.get(VideoCommands);
  const ids = deps.get<IdGenerator>(TOKENS.IdGenerator);
  const store = deps.get(ChunkedUploadStore);
  const probeDir = path.join(config.DATA_DIR, 'tmp');
  const progress = deps.get(UploadProgress);
  const maxBytes = config.VIDEO_MAX_MB * 1024 * 1024;
  const multipart = videoUpload(config.DATA_DIR, maxBytes, ['video', 'thumbnail']);
  const limits = deps.get(OpenUploadLimits);
  // in-process: a second complete of the same upload waits for the first and names the same video
  const completing = new Map<string, Promise<string>>();


  const answer = async (videoId: string) => {
    const doc = await catalogue.video(videoId);
    return doc ? publicVideo(doc) : { id: videoId };
  };
  const owned = async (uploadId: string, userId: string) => {
    const m = await store.get(uploadId);
    if (!m || m.ownerId !== userId) throw new HttpError(404, NOT_FOUND);
    return m;
  };

  /** The chunk's bytes go straight into its object; a chunk already stored is read and dropped. */
  const receiveChunk = async (req: Request, stream: Readable) => {
    if (!req.body?.uploadId) throw new HttpError(400, 'Send uploadId, chunkIndex and totalChunks before the chunk');
    const { uploadId, chunkIndex, totalChunks } = parse(chunkFieldsSchema, req.body);
    const m = await owned(uploadId, req.user!.id);
    if (totalChunks !== m.totalChunks) throw new HttpError(400, `totalChunks is ${m.totalChunks} for this upload, not ${totalChunks}`);
    if (chunkIndex >= m.totalChunks) throw new HttpError(400, `chunkIndex must be 0 to ${m.totalChunks - 1}`);
    if (m.status === 'completed' || m.received.includes(chunkIndex)) {
      stream.resume();
      await finished(stream);
      return { uploadId, stored: false };
    }
    const { length } = chunkRange(m, chunkIndex);
    await store.writeChunk(m, chunkIndex, stream).catch((err: unknown) => {
      throw err instanceof ChunkWrongSize ? new HttpError(400, err.message) : err;
    });
    const listed = await store.update(uploadId, (cur) => {
      if (cur.received.includes(chunkIndex)) return cur;
      progress.add(uploadId, length);
      return { ...cur, received: [...cur.received, chunkIndex].sort((a, b) => a - b), updatedAt: clock.now().toISOString() };
    });
    if (!listed) {
      // swept (abandoned) while this chunk was on its way: its object would be nobody's
      await deps.blobs.delete(chunkKey(uploadId, chunkIndex));
      throw new HttpError(404, NOT_FOUND);
    }
    return { uploadId, stored: true };
  };

  /**
   * The chunks go first: a completed manifest never leaves chunk objects behind (the sweep
   * skips it); a crash in between is the recorded-video case `assemble` checks first.
   */
  const markCompleted = async (m: ChunkedManifest, videoId: string) => {
    await store.removeChunks(m);
    const now = clock.now().toISOString();
    await store.update(m.uploadId, (cur) => ({ ...cur, status: 'completed', videoId, completedAt: now, updatedAt: now }));
    progress.finish(m.uploadId);
  };

  /**
   * Every chunk is suspect: they go with the joined file, and the client sends them all
   * again. Unlisted first: a crash before the deletes leaves objects the sweep or the
   * resent chunks replace, never a listed chunk that is gone.
   */
  const refuseChunks = async (m: ChunkedManifest, key: string, message: string): Promise<never> => {
    await store.update(m.uploadId, (cur) => ({ ...cur, received: [], updatedAt: clock.now().toISOString() }));
    await deps.blobs.delete(key);
    await store.removeChunks(m);
    throw new HttpError(400, `${message}: send every chunk again`);
  };

  /**
   * The chunks joined inside the storage at the video's own key (compose: no byte through
   * the app on GCS), checked, probed from its head and tail, recorded; then the chunks go.
   */
  const assemble = async (m: ChunkedManifest, ctx: CommandContext): Promise<string> => {
    // a crash after the video was recorded but before the manifest said so
    if (m.videoId && await videoCommands.uploaded(m.videoId)) {
      await markCompleted(m, m.videoId);
      return m.videoId;
    }
    const missing = missingChunks(m);
    if (missing.length) {
      const listed = missing.slice(0, 20).join(', ') + (missing.length > 20 ? ', …' : '');
      throw new HttpError(400, `Missing chunks: ${listed} (${missing.length} of ${m.totalChunks}): send them, then complete again`);
    }
    try {
      const type = detectVideoType(await store.head(m));
      if (!type) return await discard(m, new HttpError(400, NOT_A_VIDEO));
      // the video's id and key are in the manifest before either exists (see the check above; the sweep)
      const named = m.videoId ?? ids.next();
      const key = videoKey(named, type.ext);
      if (m.videoId !== named || m.fileKey !== key) await store.update(m.uploadId, (cur) => ({ ...cur, videoId: named, fileKey: key }));
      // joined again after a crash before the record: the chunks are still there, the same bytes
      const joined = await store.join(m, key, type.mime);
      if (joined.size !== m.fileSize) await refuseChunks(m, key, `The joined file is ${joined.size} bytes, not ${m.fileSize}`);
      // read back from the storage to hash it: a read of the joined object, not a copy
      const got = m.sha256 && await store.sha256(key);
      if (got && got !== m.sha256) await refuseChunks(m, key, `The file's sha256 is ${got}, not ${m.sha256}`);
      let probedNoVideo = false;
      const { videoId, position } = await videoCommands.uploadStored(m.metadata, { key, size: joined.size, mime: type.mime, ext: type.ext },
        async (probe) => {
          const { metadata } = await probeStored(deps.blobs, probe, key, joined.size, probeDir);
          probedNoVideo = !metadata;
          return metadata;
        }, ctx, named).catch((err: unknown) => (probedNoVideo ? discard(m, err) : Promise.reject(err)));
      await markCompleted(m, videoId);
      await settle(runner, position);
      return videoId;
    } catch (err) {
      if (err instanceof HttpError || err instanceof DomainError) progress.fail(m.uploadId, err.message);
      throw err;
    }
  };

  /**
   * Bytes that are no video will never become one: the chunks and the manifest go now, not
   * at the sweep a day later, and no longer count against the admin's open uploads.
   */
  const discard = async (m: ChunkedManifest, refusal: unknown): Promise<never> => {
    await store.discard(m.uploadId);
    throw refusal;
  };

  /** The optimized upload's progress: the request's bytes as they arrive, then its answer. */
  const watchProgress: RequestHandler = (req, res, next) => {
    const asked = req.get('x-upload-id');
    const id = asked && uploadIdSchema.safeParse(asked).success && !progress.has(asked) ? asked : randomUUID();
    res.setHeader('X-Upload-ID', id);
    progress.start(id, Number(req.get('content-length')) || 0, 0, req.user!.id);
    res.on('close', () => {
      if (!res.writableFinished) progress.fail(id, 'The upload was interrupted');
      else if (res.statusCode < 400) progress.finish(id);
      else progress.fail(id, 'The upload was refused');
    });
    // after next(): multer has piped the request into its parser, so this listener takes no byte from it
    next();
    req.on('data', (piece: Buffer) => progress.add(id, piece.length));
  };

  return [
    route({
      method: 'POST', path: '/admin/videos/upload-chunked/init', guard: 'admin', body: chunkedInitSchema,
      handler: async ({ body, user }) => {
        if (body.fileSize > maxBytes) throw new HttpError(413, `File too large: videos must be under ${config.VIDEO_MAX_MB}MB`);
        if (body.totalChunks !== expectedChunks(body.fileSize)) {
          throw new HttpError(400, `totalChunks must be ${expectedChunks(body.fileSize)} for ${body.fileSize} bytes in chunks of ${CHUNK_BYTES} bytes`);
        }
        await videoCommands.checkUpload(body.metadata);
        return limits.opening(user.id, () => store.withLock(body.uploadId, async () => {
          const existing = await store.get(body.uploadId);
          if (existing) {
            if (existing.ownerId !== user.id) throw new HttpError(409, 'This uploadId is taken: make another');
            if (!sameFile(existing, body)) throw new HttpError(409, 'This uploadId is another file\'s upload: make another');
            // a resume: the metadata may have been corrected meanwhile
            const resumed = { ...existing, metadata: body.metadata, updatedAt: clock.now().toISOString() };
            if (existing.status === 'uploading') {
              await store.save(resumed);
              progress.start(existing.uploadId, existing.fileSize, receivedBytes(existing), user.id);
            }
            return chunkedState(existing);
          }
          await limits.check(user.id, body.fileSize, clock.now());
          const now = clock.now().toISOString();
          const m: ChunkedManifest = {
            uploadId: body.uploadId, ownerId: user.id, fileName: body.fileName, fileSize: body.fileSize,
            totalChunks: body.totalChunks, mimeType: body.mimeType, sha256: body.sha256, metadata: body.metadata,
            received: [], status: 'uploading', videoId: null, createdAt: now, updatedAt: now, completedAt: null,
          };
          await store.create(m);
          progress.start(m.uploadId, m.fileSize, 0, user.id);
          return chunkedState(m);
        }));
      },
    }),
    route({
      method: 'POST', path: '/admin/videos/upload-chunked/chunk', guard: 'admin',
      pre: [streamedFilePart('chunk', CHUNK_BYTES, receiveChunk)],
      handler: async ({ req, user }) => {
        const got = receivedPart<{ uploadId: string; stored: boolean }>(req);
        if (!got) throw new HttpError(400, 'Send the chunk in the "chunk" field');
        return { ...chunkedState(await owned(got.uploadId, user.id)), stored: got.stored };
      },
    }),
    route({
      method: 'GET', path: '/admin/videos/upload-chunked/:uploadId', guard: 'admin', params: uploadIdParams,
      handler: async ({ params, user }) => chunkedState(await owned(params.uploadId, user.id)),
    }),
    route({
      method: 'POST', path: '/admin/videos/upload-chunked/complete', guard: 'admin', body: chunkedCompleteSchema,
      handler: async ({ body, user, ctx }) => {
        const m = await owned(body.uploadId, user.id);
        if (m.status === 'completed' && m.videoId) return answer(m.videoId);
        let running = completing.get(m.uploadId);
        if (!running) {
          running = assemble(m, ctx).finally(() => completing.delete(m.uploadId));
          completing.set(m.uploadId, running);
        }
        return answer(await running);
      },
    }),
    route({
      method: 'POST', path: '/admin/videos/upload-optimized', guard: 'admin', pre: [watchProgress, multipart], status: 201,
      handler: async ({ req, ctx }) => {
        try {
          if (!req.is('multipart/form-data')) throw new HttpError(400, 'Send the video as multipart/form-data in the "video" field');
          const fields = parse(videoUploadSchema, req.body);
          const file = await checkedVideo(req);
          const thumbnail = await optionalThumbnail(req);
          const { videoId, position } = await videoCommands.upload(fields, file, thumbnail, ctx);
          await settle(runner, position);
          return answer(videoId);
        } finally {
          await removeTemporaryFiles(req);
        }
      },
    }),
    route({
      method: 'GET', path: '/admin/videos/upload-progress/:uploadId', guard: 'admin', params: uploadIdParams,
      // the sender's only, as the chunked calls are: another admin's upload is not found
      handler: async ({ params, user }) => {
        const seen = progress.view(params.uploadId, user.id);
        if (seen) return seen;
        // not watched by this process (a restart): the manifest tells a chunked upload's bytes
        const m = await store.get(params.uploadId);
        const old = m?.completedAt && clock.now().getTime() - Date.parse(m.completedAt) > PROGRESS_KEPT_MS;
        if (!m || m.ownerId !== user.id || old) throw new HttpError(404, 'Upload not found');
        return progressView({ status: m.status, uploadedBytes: receivedBytes(m), totalBytes: m.fileSize }, 0);
      },
    }),
  ];
}
