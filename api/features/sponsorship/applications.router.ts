import { SponsorshipCommands } from '../../../application/sponsorship/sponsorship-commands';
import { newApplicationView } from '../../../application/sponsorship/read-model';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import type { RecordedOf } from '../../../application/ports/processing';
import { type SponsorshipEvent, sponsorshipStream } from '../../../domain/sponsorship/sponsorship';
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
  const { runner, clock, events } = deps;

  const answer = async (applicationId: string) => {
    const app = await queries.application(applicationId);
    if (!app) throw new HttpError(404, 'Sponsorship application not found');
    return applicationWire(app);
  };

  /**
   * A new application as recorded (what the decider kept of the form), in the read
   * model's shape, for when the projection did not get there in time: it was saved,
   * and a 404 would only make the applicant send it again.
   */
  const asApplied = async (applicationId: string, at: Date) => {
    const applied = (await events.readStream(sponsorshipStream(applicationId)) as RecordedOf<SponsorshipEvent>[])
      .find((e) => e.type === 'SponsorshipApplied');
    if (applied?.type !== 'SponsorshipApplied') throw new HttpError(404, 'Sponsorship application not found');
    const { selectedEvents } = applied.data;
    // the decider took only events dated after `at`: the future events read at `at` hold their titles
    const titles = new Map((selectedEvents.length ? await queries.futureEvents(at) : []).map((e) => [e.id, e.title]));
    return applicationWire({
      ...newApplicationView(applied.data, applied.metadata.at), _position: applied.position,
      selectedEvents: selectedEvents.map((eventId) => ({ id: eventId, title: titles.get(eventId) ?? null })),
    });
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
        const app = await queries.application(applicationId);
        return app ? applicationWire(app) : asApplied(applicationId, ctx.at);
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
