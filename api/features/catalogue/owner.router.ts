import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { OwnerCommands } from '../../../application/catalogue/owner-commands';
import { publicBattler } from '../../../application/catalogue/read-model';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';
import { ownerProfileSchema } from '../claims/schemas';

/**
 * The owner's controls of a claimed battler (public §2 cover, §4 profile settings).
 * Signed-in users only; the decider lets the owner alone through (403 for anyone
 * else, admins included). Each answers the battler as GET /api/battlers/{id} does.
 */
export function ownerRoutes(deps: ApiDeps): Route[] {
  const catalogue = deps.get(CatalogueQueries);
  const owner = deps.get(OwnerCommands);
  const { runner } = deps;

  const answer = async (id: string, position: number) => {
    await settle(runner, position);
    const battler = await catalogue.battler(id);
    if (!battler) throw new HttpError(404, 'Battler not found');
    return publicBattler(battler);
  };

  return [
    route({
      method: 'PATCH', path: '/battlers/:id/profile', guard: 'user', params: idParams, body: ownerProfileSchema,
      handler: async ({ params, body, user, ctx }) => answer(params.id, await owner.updateProfile(params.id, user.id, body, ctx)),
    }),
    route({
      method: 'POST', path: '/battlers/:id/profile-image', guard: 'user', pre: [imageUpload('profileImage')], params: idParams,
      handler: async ({ params, req, user, ctx }) => {
        const image = checkedImage(req, 'profileImage');
        return answer(params.id, await owner.setProfileImage(params.id, user.id, image, ctx));
      },
    }),
    route({
      method: 'DELETE', path: '/battlers/:id/profile-image', guard: 'user', params: idParams,
      handler: async ({ params, user, ctx }) => answer(params.id, await owner.setProfileImage(params.id, user.id, null, ctx)),
    }),
    route({
      method: 'POST', path: '/battlers/:id/cover-image', guard: 'user', pre: [imageUpload('coverImage')], params: idParams,
      handler: async ({ params, req, user, ctx }) => {
        const image = checkedImage(req, 'coverImage');
        return answer(params.id, await owner.setCoverImage(params.id, user.id, image, ctx));
      },
    }),
    route({
      method: 'DELETE', path: '/battlers/:id/cover-image', guard: 'user', params: idParams,
      handler: async ({ params, user, ctx }) => answer(params.id, await owner.setCoverImage(params.id, user.id, null, ctx)),
    }),
  ];
}
