import type { Request } from 'express';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { publicVideo } from '../../../application/catalogue/read-model';
import { RenditionJobs } from '../../../application/catalogue/rendition-jobs';
import { VideoCommands } from '../../../application/catalogue/video-commands';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { parse } from '../../http/validate';
import { checkedVideo, optionalThumbnail, removeTemporaryFiles, videoUpload } from '../../http/video-upload';
import { videoUploadSchema as uploadSchema, videoUpdateSchema as updateSchema } from './schemas';

/** Title and event share the spec's one message on upload; the edit form says 'Title is required'. */
/** Videos: the access check, the admin list, upload, edit and delete. */
export function videosRoutes(deps: ApiDeps): Route[] {
  const catalogue = deps.get(CatalogueQueries);
  const videoCommands = deps.get(VideoCommands);
  const renditions = deps.get(RenditionJobs);
  const { runner, config } = deps;
  const multipart = videoUpload(config.DATA_DIR, config.VIDEO_MAX_MB * 1024 * 1024, ['video', 'thumbnail']);
  const thumbnailOnly = videoUpload(config.DATA_DIR, config.VIDEO_MAX_MB * 1024 * 1024, ['thumbnail']);

  const existing = async (id: string) => {
    const video = await catalogue.video(id);
    if (!video) throw new HttpError(404, 'Video not found');
    return video;
  };
  const answer = async (videoId: string) => {
    const doc = await catalogue.video(videoId);
    return doc ? publicVideo(doc) : { id: videoId };
  };
  /** the temporary files of a multipart request are removed whatever happened */
  const withTemporaryFiles = async <T>(req: Request, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      await removeTemporaryFiles(req);
    }
  };

  return [
    route({
      method: 'GET', path: '/videos/:id/access', params: idParams,
      handler: async ({ params, user }) => {
        const video = await existing(params.id);
        return { requiresAuth: video.requiresAuth, hasAccess: !video.requiresAuth || !!user };
      },
    }),
    route({ method: 'GET', path: '/admin/videos', guard: 'admin', handler: () => catalogue.allVideos() }),
    // the background transcoding, for the Videos tab: each planned rendition's state and percent
    route({ method: 'GET', path: '/admin/renditions', guard: 'admin', handler: () => renditions.status() }),
    route({
      method: 'GET', path: '/videos/:id/quality/auto', params: idParams,
      handler: async ({ params }) => ({ availableQualities: (await existing(params.id)).availableQualities }),
    }),
    // the fields are parsed in the handler: the temporary files go whatever the fields say
    route({
      method: 'POST', path: '/admin/videos', guard: 'admin', pre: [multipart], status: 201,
      handler: ({ req, ctx }) => withTemporaryFiles(req, async () => {
        if (!req.is('multipart/form-data')) throw new HttpError(400, 'Send the video as multipart/form-data in the "video" field');
        const fields = parse(uploadSchema, req.body);
        const file = await checkedVideo(req);
        const thumbnail = await optionalThumbnail(req);
        const { videoId, position } = await videoCommands.upload(fields, file, thumbnail, ctx);
        await settle(runner, position);
        return answer(videoId);
      }),
    }),
    route({
      method: 'PUT', path: '/admin/videos/:id', guard: 'admin', pre: [thumbnailOnly],
      handler: ({ req, ctx }) => withTemporaryFiles(req, async () => {
        const { id } = parse(idParams, req.params);
        const { thumbnailUrl, ...fields } = parse(updateSchema, req.body);
        const image = await optionalThumbnail(req);
        const thumbnail = image ?? (thumbnailUrl === null ? null : undefined);
        const { position } = await videoCommands.update(id, fields, thumbnail, ctx);
        await settle(runner, position);
        return answer(id);
      }),
    }),
    route({
      method: 'DELETE', path: '/admin/videos/:id', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => {
        await settle(runner, await videoCommands.delete(params.id, 'admin', ctx));
        return { message: 'Video deleted' };
      },
    }),
  ];
}
