import { Router } from 'express';
import { eventSchema, eventSearchSchema as searchSchema } from './schemas';
import { publicEvent } from '../../../application/catalogue/read-model';
import type { ImageFile } from '../../../application/catalogue/stored-files';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { requireAdmin } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { checkedImage, imageUpload } from '../../http/uploads';
import { idParam, parse } from '../../http/validate';

/** Events: the public list, videos and main video; the admin's create, update, delete. */
export function eventsRouter(deps: ApiDeps): Router {
  const r = Router();
  const { catalogue, eventCommands, runner } = deps;

  r.get('/events', async (req, res) => {
    const { search } = parse(searchSchema, { search: typeof req.query.search === 'string' ? req.query.search : undefined });
    res.json(await catalogue.listEvents(search));
  });

  r.get('/events/:id/videos', async (req, res) => {
    const id = parse(idParam, req.params.id);
    if (!(await catalogue.event(id))) throw new HttpError(404, 'Event not found');
    res.json(await catalogue.eventVideos(id));
  });

  r.get('/events/:id/main-video', async (req, res) => {
    res.json(await catalogue.mainVideo(parse(idParam, req.params.id)));
  });

  const answer = async (eventId: string) => {
    const doc = await catalogue.event(eventId);
    return doc ? publicEvent(doc) : { id: eventId };
  };
  const thumbnailOf = (req: Parameters<typeof checkedImage>[0]): ImageFile | null =>
    req.file ? checkedImage(req, 'thumbnail') : null;

  r.post('/admin/events', requireAdmin, imageUpload('thumbnail'), async (req, res) => {
    const input = parse(eventSchema, req.body);
    const { eventId, position } = await eventCommands.create(input, thumbnailOf(req), commandContext(req));
    await settle(runner, position);
    res.status(201).json(await answer(eventId));
  });

  r.put('/admin/events/:id', requireAdmin, imageUpload('thumbnail'), async (req, res) => {
    const id = parse(idParam, req.params.id);
    const { thumbnailUrl, ...input } = parse(eventSchema, req.body);
    const thumbnail = req.file ? thumbnailOf(req) : thumbnailUrl === null ? null : undefined;
    const { position } = await eventCommands.update(id, input, thumbnail, commandContext(req));
    await settle(runner, position);
    res.json(await answer(id));
  });

  r.delete('/admin/events/:id', requireAdmin, async (req, res) => {
    const { position, deletedVideos } = await eventCommands.delete(parse(idParam, req.params.id), commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Event deleted', deletedVideos });
  });

  return r;
}
