import { Router } from 'express';
import { z } from 'zod';
import { SettingsService } from '../../../application/settings/settings-service';
import { isSettingKey, LOGO_ANIMATIONS } from '../../../domain/settings/settings';
import type { ApiDeps } from '../../http/deps';
import { commandContext } from '../../http/context';
import { requireAdmin } from '../../http/auth-guards';
import { settle } from '../../http/read-your-writes';
import { checkedImage, imageUpload } from '../../http/uploads';
import { parse } from '../../http/validate';
import { DEFAULT_FAVICON } from '../../assets/favicon';

const animationSchema = z.object({
  value: z.enum(LOGO_ANIMATIONS, { error: `value must be one of: ${LOGO_ANIMATIONS.join(', ')}` }),
});
const visibleSchema = z.object({
  value: z.union([z.string().max(20, 'value is too long'), z.boolean()], { error: "value must be 'true' or 'false'" })
    .transform((v) => String(v)),
});


export function settingsRouter(deps: ApiDeps): Router {
  const r = Router();
  const settings = deps.get(SettingsService);
  const { runner, blobs } = deps;
  r.use('/admin/system-settings', requireAdmin);

  r.get('/system-settings/:key', async (req, res) => {
    const key = req.params.key;
    const setting = isSettingKey(key) ? await settings.get(key) : null;
    if (!setting) return void res.status(404).json({ message: 'Setting not found' });
    res.json({ key: setting.key, value: setting.value, updatedAt: setting.updatedAt });
  });

  r.post('/admin/system-settings/logo', imageUpload('logo'), async (req, res) => {
    const image = checkedImage(req, 'logo', { allowSvg: true });
    const result = await settings.setLogo(image, commandContext(req));
    await settle(runner, result.position);
    res.json({ key: 'site_logo', value: result.value, message: 'Logo uploaded successfully' });
  });

  r.delete('/admin/system-settings/logo', async (req, res) => {
    const result = await settings.clearLogo(commandContext(req));
    await settle(runner, result.position);
    res.json({ message: 'Logo deleted successfully' });
  });

  r.put('/admin/system-settings/logo_animation', async (req, res) => {
    const { value } = parse(animationSchema, req.body);
    const result = await settings.change('logo_animation', value, commandContext(req));
    await settle(runner, result.position);
    res.json({ key: 'logo_animation', value });
  });

  r.put('/admin/system-settings/youtube_views_visible', async (req, res) => {
    const { value } = parse(visibleSchema, req.body);
    const result = await settings.change('youtube_views_visible', value, commandContext(req));
    await settle(runner, result.position);
    res.json({ key: 'youtube_views_visible', value });
  });

  // the site logo as the browser's icon; the default mark when none is set
  r.get('/favicon', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    const logo = await settings.get('site_logo');
    const key = logo?.value.startsWith('/uploads/') ? logo.value.slice('/uploads/'.length) : null;
    const info = key ? await blobs.info(key).catch(() => null) : null;
    if (!key || !info) {
      res.type('image/svg+xml').send(DEFAULT_FAVICON);
      return;
    }
    res.set('X-Content-Type-Options', 'nosniff');
    res.type(info.contentType);
    (await blobs.read(key)).on('error', () => res.destroy()).pipe(res);
  });

  return r;
}

