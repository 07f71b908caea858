import { z } from 'zod';
import { SettingsService } from '../../../application/settings/settings-service';
import { isSettingKey } from '../../../domain/settings/settings';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { settle } from '../../http/read-your-writes';
import { ANSWERED, route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';
import { sandboxUploadedBytes } from '../../http/uploaded-bytes';
import { DEFAULT_FAVICON } from '../../assets/favicon';
import { animationSchema, visibleSchema } from './schemas';

/** Site settings: read one, the admin's logo and switches, the favicon. */
export function settingsRoutes(deps: ApiDeps): Route[] {
  const settings = deps.get(SettingsService);
  const { runner, blobs } = deps;

  return [
    route({
      method: 'GET', path: '/system-settings/:key', params: z.object({ key: z.string() }),
      handler: async ({ params: { key } }) => {
        const setting = isSettingKey(key) ? await settings.get(key) : null;
        if (!setting) throw new HttpError(404, 'Setting not found');
        return { key: setting.key, value: setting.value, updatedAt: setting.updatedAt };
      },
    }),
    route({
      method: 'POST', path: '/admin/system-settings/logo', guard: 'admin', pre: [imageUpload('logo')],
      handler: async ({ req, ctx }) => {
        const image = checkedImage(req, 'logo', { allowSvg: true });
        const result = await settings.setLogo(image, ctx);
        await settle(runner, result.position);
        return { key: 'site_logo', value: result.value, message: 'Logo uploaded successfully' };
      },
    }),
    route({
      method: 'DELETE', path: '/admin/system-settings/logo', guard: 'admin',
      handler: async ({ ctx }) => {
        await settle(runner, (await settings.clearLogo(ctx)).position);
        return { message: 'Logo deleted successfully' };
      },
    }),
    route({
      method: 'PUT', path: '/admin/system-settings/logo_animation', guard: 'admin', body: animationSchema,
      handler: async ({ body: { value }, ctx }) => {
        await settle(runner, (await settings.change('logo_animation', value, ctx)).position);
        return { key: 'logo_animation', value };
      },
    }),
    route({
      method: 'PUT', path: '/admin/system-settings/youtube_views_visible', guard: 'admin', body: visibleSchema,
      handler: async ({ body: { value }, ctx }) => {
        await settle(runner, (await settings.change('youtube_views_visible', value, ctx)).position);
        return { key: 'youtube_views_visible', value };
      },
    }),
    // the site logo as the browser's icon; the default mark when none is set
    route({
      method: 'GET', path: '/favicon',
      handler: async ({ res }) => {
        res.set('Cache-Control', 'no-cache');
        // an admin's SVG logo: the policy of /uploads, not the site's
        sandboxUploadedBytes(res);
        const logo = await settings.get('site_logo');
        const key = logo?.value.startsWith('/uploads/') ? logo.value.slice('/uploads/'.length) : null;
        const info = key ? await blobs.info(key).catch(() => null) : null;
        if (!key || !info) {
          res.type('image/svg+xml').send(DEFAULT_FAVICON);
          return ANSWERED;
        }
        res.type(info.contentType);
        (await blobs.read(key)).on('error', () => res.destroy()).pipe(res);
        return ANSWERED;
      },
    }),
  ];
}
