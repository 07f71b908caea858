import { SponsorshipCommands } from '../../../application/sponsorship/sponsorship-commands';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { sponsorshipApplicationSchema, sponsorshipReviewSchema } from './schemas';
import { applicationWire, futureEventWire, myApplicationWire } from './wire';

/** Applying for a sponsorship, the applicant's own list, and the admin's review. */
export function sponsorshipApplicationsRoutes(deps: ApiDeps): Route[] {
  const queries = deps.get(SponsorshipQueries);
  const commands = deps.get(SponsorshipCommands);
  const { runner, clock } = deps;

  const answer = async (applicationId: string) => {
    const app = await queries.application(applicationId);
    if (!app) throw new HttpError(404, 'Sponsorship application not found');
    return applicationWire(app);
  };

  return [
    route({
      method: 'GET', path: '/future-events',
      handler: async () => (await queries.futureEvents(clock.now())).map(futureEventWire),
    }),
    route({
      method: 'POST', path: '/sponsorship-applications', guard: 'user', body: sponsorshipApplicationSchema, status: 201,
      handler: async ({ body, user, ctx }) => {
        const { applicationId, position } = await commands.apply(user.id, body, ctx);
        await settle(runner, position);
        return answer(applicationId);
      },
    }),
    route({
      method: 'GET', path: '/my-sponsorship-applications', guard: 'user',
      handler: async ({ user }) => (await queries.applications(user.id)).map(myApplicationWire),
    }),
    route({
      method: 'GET', path: '/sponsorship-applications', guard: 'admin',
      handler: async () => (await queries.applications()).map(applicationWire),
    }),
    route({
      method: 'PATCH', path: '/sponsorship-applications/:id/status', guard: 'admin', params: idParams, body: sponsorshipReviewSchema,
      handler: async ({ params, body, user, ctx }) => {
        await settle(runner, await commands.review(params.id, user.id, body, ctx));
        return answer(params.id);
      },
    }),
    route({
      method: 'DELETE', path: '/sponsorship-applications/:id', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => {
        await settle(runner, await commands.delete(params.id, ctx));
        return { message: 'Application deleted' };
      },
    }),
  ];
}
