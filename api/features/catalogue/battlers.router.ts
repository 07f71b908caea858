import { Router } from 'express';
import { z } from 'zod';
import { adminBattler, publicBattler } from '../../../application/catalogue/read-model';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { requireAdmin } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { checkedImage, imageUpload } from '../../http/uploads';
import { idParam, parse } from '../../http/validate';
import { isoDate } from '../../http/text';

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).max(max + 200, message).nullish()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= max, message);
const bool = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

const patchSchema = z.object({
  tagline: optionalText(100, 'Tagline must be 100 characters or less'),
  quote: optionalText(250, 'Quote must be 250 characters or less'),
  isRetired: bool('isRetired'),
  isHallOfFame: bool('isHallOfFame'),
  isDeceased: bool('isDeceased'),
  // ISO 8601 only, stored as toISOString(); blank clears it, absent leaves it
  deceasedDate: isoDate('deceasedDate'),
  memorialNotes: optionalText(2000, 'Memorial notes must be 2000 characters or less'),
});
const searchSchema = z.object({
  q: z.string({ error: 'q must be at least 1 character' }).trim().min(1, 'q must be at least 1 character').max(100, 'q is too long'),
});

/** Battlers: the public directory, search, detail and history; the admin's management calls. */
export function battlersRouter(deps: ApiDeps): Router {
  const r = Router();
  const { catalogue, battlerCommands, runner } = deps;

  r.get('/battlers', async (_req, res) => {
    res.json(await catalogue.battlerNames());
  });

  r.get('/battlers/search', async (req, res) => {
    const { q } = parse(searchSchema, { q: typeof req.query.q === 'string' ? req.query.q : undefined });
    res.json(await catalogue.searchBattlers(q));
  });

  r.get('/battlers-with-stats', async (_req, res) => {
    res.json(await catalogue.battlersWithStats());
  });

  r.get('/battlers/:id', async (req, res) => {
    const battler = await catalogue.battler(parse(idParam, req.params.id));
    if (!battler) throw new HttpError(404, 'Battler not found');
    res.json(publicBattler(battler));
  });

  r.get('/battlers/:id/battles', async (req, res) => {
    const id = parse(idParam, req.params.id);
    if (!(await catalogue.battler(id))) throw new HttpError(404, 'Battler not found');
    res.json(await catalogue.battlerBattles(id));
  });

  const answer = async (id: string) => {
    const doc = await catalogue.battler(id);
    return doc ? adminBattler(doc) : { id };
  };

  r.use('/admin/battlers', requireAdmin);

  r.get('/admin/battlers', async (_req, res) => {
    res.json(await catalogue.adminBattlers());
  });

  r.post('/admin/battlers/update-win-rates', async (req, res) => {
    const { updated, position } = await battlerCommands.recalculateAll(commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Win rates updated', updated });
  });

  r.post('/admin/battlers/:id/update-win-rate', async (req, res) => {
    const id = parse(idParam, req.params.id);
    const position = await battlerCommands.recalculate(id, commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Win rate updated', battler: await answer(id) });
  });

  r.patch('/admin/battlers/:id', async (req, res) => {
    const id = parse(idParam, req.params.id);
    const patch = parse(patchSchema, req.body);
    const position = await battlerCommands.patch(id, patch, commandContext(req));
    await settle(runner, position);
    res.json(await answer(id));
  });

  r.post('/admin/battlers/:id/profile-image', imageUpload('profileImage'), async (req, res) => {
    const id = parse(idParam, req.params.id);
    const image = checkedImage(req, 'profileImage');
    const position = await battlerCommands.setProfileImage(id, image, commandContext(req));
    await settle(runner, position);
    res.json(await answer(id));
  });

  r.delete('/admin/battlers/:id/profile-image', async (req, res) => {
    const id = parse(idParam, req.params.id);
    const position = await battlerCommands.setProfileImage(id, null, commandContext(req));
    await settle(runner, position);
    res.json(await answer(id));
  });

  r.delete('/admin/battlers/:id', async (req, res) => {
    const position = await battlerCommands.delete(parse(idParam, req.params.id), commandContext(req));
    await settle(runner, position);
    res.json({ message: 'Battler deleted' });
  });

  return r;
}
