import { SPONSOR_SHOWCASE } from '../../../application/sponsorship/read-model';
import { SponsorshipCommands } from '../../../application/sponsorship/sponsorship-commands';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import { leagueDay } from '../../../domain/sponsorship/period';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { checkedImage, imageUpload } from '../../http/uploads';
import { sponsorPatchSchema } from './schemas';
import { adminSponsorWire, sponsorWire } from './wire';

/** The showcase (/sponsors) and the admin's Sponsors tab: customization and the logo. */
export function sponsorsRoutes(deps: ApiDeps): Route[] {
  const queries = deps.get(SponsorshipQueries);
  const commands = deps.get(SponsorshipCommands);
  const { runner, clock } = deps;
  const today = () => leagueDay(clock.now());

  // these calls address approved sponsorships (the Sponsors tab's cards); the decider itself would take any application
  const sponsor = async (applicationId: string) => {
    const found = await queries.approvedSponsor(applicationId, today());
    if (!found) throw new HttpError(404, 'Sponsor not found');
    return found;
  };

  return [
    // the answer changes at midnight with no write: the day is part of its cache key
    route({
      method: 'GET', path: '/approved-sponsors', lean: 'read', reads: [SPONSOR_SHOWCASE], varies: today,
      handler: async () => (await queries.liveSponsors(today())).map(sponsorWire),
    }),
    route({
      method: 'GET', path: '/admin/sponsors', guard: 'admin',
      handler: async () => (await queries.approvedSponsors(today())).map(adminSponsorWire),
    }),
    route({
      method: 'PATCH', path: '/admin/sponsors/:id', guard: 'admin', params: idParams, body: sponsorPatchSchema,
      handler: async ({ params, body, ctx }) => {
        await sponsor(params.id);
        await settle(runner, await commands.customize(params.id, body, ctx));
        return adminSponsorWire(await sponsor(params.id));
      },
    }),
    route({
      method: 'POST', path: '/admin/sponsors/:id/logo', guard: 'admin', params: idParams, pre: [imageUpload('logo')],
      handler: async ({ params, req, ctx }) => {
        const image = checkedImage(req, 'logo');
        await sponsor(params.id);
        const { logoUrl, position } = await commands.setLogo(params.id, image, ctx);
        await settle(runner, position);
        return { logoUrl };
      },
    }),
  ];
}
