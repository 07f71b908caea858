import { Router } from 'express';
import { battlerPatchSchema as patchSchema, battlerSearchSchema as searchSchema } from './schemas';
import { adminBattler, publicBattler } from '../../../application/catalogue/read-model';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { requireAdmin } from '../../http/auth-guards';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { checkedImage, imageUpload } from '../../http/uploads';
import { idParam, parse } from '../../http/validate';

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
