import { SponsorshipCommands } from '../../../application/sponsorship/sponsorship-commands';
import { newApplicationView } from '../../../application/sponsorship/read-model';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import type { RecordedOf } from '../../../application/ports/processing';
import { type SponsorshipEvent, sponsorshipStream } from '../../../domain/sponsorship/sponsorship';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idempotentId, isConflict } from '../../http/idempotency';
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

  const recorded = async (applicationId: string) =>
    await events.readStream(sponsorshipStream(applicationId)) as RecordedOf<SponsorshipEvent>[];
  const appliedIn = (stream: RecordedOf<SponsorshipEvent>[]) => {
    const applied = stream.find((e) => e.type === 'SponsorshipApplied');
    return applied?.type === 'SponsorshipApplied' ? applied : undefined;
  };

  /**
   * A new application as recorded (what the decider kept of the form), in the read
   * model's shape, for when the projection did not get there in time: it was saved,
   * and a 404 would only make the applicant send it again.
   */
  const asApplied = async (applicationId: string, at: Date) => {
    const applied = appliedIn(await recorded(applicationId));
    if (!applied) throw new HttpError(404, 'Sponsorship application not found');
    const { selectedEvents } = applied.data;
    // the decider took only events dated after `at`: the future events read at `at` hold their titles
    const titles = new Map((selectedEvents.length ? await queries.futureEvents(at) : []).map((e) => [e.id, e.title]));
    return applicationWire({
      ...newApplicationView(applied.data, applied.metadata.at), _position: applied.position,
      selectedEvents: selectedEvents.map((eventId) => ({ id: eventId, title: titles.get(eventId) ?? null })),
    });
  };

  /** The answer to a new application, once the read model shows it (or as recorded). */
  const created = async (applicationId: string, position: number, at: Date) => {
    await settle(runner, position);
    const app = await queries.application(applicationId);
    return app ? applicationWire(app) : asApplied(applicationId, at);
  };

  /**
   * A keyed submission met the application its first try recorded under the same id:
   * the first answer again (read-your-writes too). Only the caller's own live
   * application is answered (the id names the user; checked anyway); else the refusal.
   */
  const replay = async (applicationId: string, userId: string, refusal: unknown) => {
    const stream = await recorded(applicationId);
    const applied = appliedIn(stream);
    if (!applied || applied.data.userId !== userId) throw refusal;
    if (stream.some((e) => e.type === 'SponsorshipApplicationDeleted')) {
      throw new HttpError(409, 'This application was received before and has since been deleted');
    }
    return created(applicationId, stream[stream.length - 1].position, new Date(applied.metadata.at));
  };

  return [
    route({
      method: 'GET', path: '/future-events',
      handler: async () => (await queries.futureEvents(clock.now())).map(futureEventWire),
    }),
    route({
      method: 'POST', path: '/sponsorship-applications', guard: 'user', body: sponsorshipApplicationSchema, status: 201,
      idempotent: true,
      handler: async ({ body, user, ctx, idempotencyKey }) => {
        const keyed = idempotencyKey
          ? idempotentId({ scope: 'sponsorship-application', userId: user.id, key: idempotencyKey, body })
          : undefined;
        let result: { applicationId: string; position: number };
        try {
          result = await commands.apply(user.id, body, ctx, keyed);
        } catch (err) {
          if (keyed && isConflict(err)) return replay(keyed, user.id, err);
          throw err;
        }
        return created(result.applicationId, result.position, ctx.at);
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
