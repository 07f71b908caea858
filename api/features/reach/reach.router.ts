import { ReachQueries } from '../../../application/reach/reach-queries';
import { addDays, dayCount } from '../../../application/reach/days';
import type { UserView } from '../../../application/users/read-model';
import { isAdminRole } from '../../../domain/shared/roles';
import { leagueDay } from '../../../domain/sponsorship/period';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { ANSWERED, route, type Route } from '../../http/route';
import { companySlug, reachCsv } from './csv';
import {
  INSIGHTS_DEFAULT_DAYS, INSIGHTS_FROM_AFTER_TO, INSIGHTS_MAX_DAYS, INSIGHTS_RANGE_TOO_LONG, insightsQuerySchema, REACH_NOT_APPROVED,
  REACH_NOT_FOUND, REACH_NOT_YOURS,
} from './schemas';
import { ReachCache } from './reach-cache';
import { insightsWire } from './wire';

/** A sponsorship's reach (its applicant and admins) and the league's insights (admins). */
export function reachRoutes(deps: ApiDeps): Route[] {
  const queries = deps.get(ReachQueries);
  const today = () => leagueDay(deps.clock.now());
  const cache = new ReachCache(deps.reads);

  /** The reach of an approved application, for its applicant or an admin. */
  const reachFor = async (applicationId: string, user: Pick<UserView, 'id' | 'role'>) => {
    const subject = await queries.subject(applicationId);
    if (!subject) throw new HttpError(404, REACH_NOT_FOUND);
    const { application, startDay } = subject;
    if (application.userId !== user.id && !isAdminRole(user.role)) throw new HttpError(403, REACH_NOT_YOURS);
    if (application.status !== 'approved' || !startDay) throw new HttpError(409, REACH_NOT_APPROVED);
    const day = today();
    const key = JSON.stringify([application.id, application.companyName, application.selectedEventIds, startDay, day]);
    return cache.answer(key, () => queries.sponsorReach(application, startDay, day));
  };

  return [
    route({
      method: 'GET', path: '/sponsorship-applications/:id/reach', guard: 'user', params: idParams, lean: 'own',
      // the kept bytes are sent as they are, by either door
      handler: async ({ params, user }) => (await reachFor(params.id, user)).bytes,
    }),
    route({
      method: 'GET', path: '/sponsorship-applications/:id/reach.csv', guard: 'user', params: idParams,
      handler: async ({ params, user, res }) => {
        const { reach } = await reachFor(params.id, user);
        res.type('text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="reach-${companySlug(reach.companyName)}.csv"`);
        res.send(reachCsv(reach));
        return ANSWERED;
      },
    }),
    route({
      method: 'GET', path: '/admin/insights', guard: 'admin', query: insightsQuerySchema,
      handler: async ({ query }) => {
        const to = query.to ?? today();
        const from = query.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
        if (from > to) throw new HttpError(400, INSIGHTS_FROM_AFTER_TO);
        if (dayCount(from, to) > INSIGHTS_MAX_DAYS) throw new HttpError(400, INSIGHTS_RANGE_TOO_LONG);
        return insightsWire(await queries.insights({ start: from, end: to }));
      },
    }),
  ];
}
