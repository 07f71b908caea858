import { waitFor } from '@testing-library/react';
import { battlersAdminApi } from '../features/battlers-admin/battlersAdminApi';
import { claimsApi } from '../features/claims/claimsApi';
import { engagementApi } from '../features/engagement/engagementApi';
import { eventsAdminApi } from '../features/events-admin/eventsAdminApi';
import { applicationsAdminApi } from '../features/applications/applicationsAdminApi';
import { profileApi } from '../features/profile/profileApi';
import { sponsorsAdminApi } from '../features/sponsors/admin/sponsorsAdminApi';
import { sponsorsApi } from '../features/sponsors/sponsorsApi';
import { adminApi } from '../features/users/admin/adminApi';
import { videosAdminApi } from '../features/videos-admin/videosAdminApi';
import { applicationsApi } from '../features/dashboard/applicationsApi';
import { makeStore } from './store';

type Store = ReturnType<typeof makeStore>;
/** dispatches a query's or mutation's initiate action; returns what the store gives back */
type Start = (store: Store) => { unsubscribe?: () => void } & PromiseLike<unknown>;

const image = () => new File(['x'], 'logo.png', { type: 'image/png' });

// After the mutation on the left, the query on the right, already on screen, is asked again:
// the server changed what it answers (its read model follows the mutation's events).
const cases: [string, string, Start, Start][] = [
  ['updateProfile', 'GET /api/videos/v1/comments', (s) => s.dispatch(profileApi.endpoints.updateProfile.initiate({ firstName: 'A', lastName: 'B', email: 'a@b.co', username: 'ab' } as never)),
    (s) => s.dispatch(engagementApi.endpoints.getComments.initiate('v1'))],
  ['uploadSponsorLogo', 'GET /api/admin/sponsors', (s) => s.dispatch(sponsorsAdminApi.endpoints.uploadSponsorLogo.initiate({ id: 's1', file: image() })),
    (s) => s.dispatch(sponsorsAdminApi.endpoints.getAdminSponsors.initiate())],
  ['uploadSponsorLogo', 'GET /api/sponsorship-applications', (s) => s.dispatch(sponsorsAdminApi.endpoints.uploadSponsorLogo.initiate({ id: 's1', file: image() })),
    (s) => s.dispatch(applicationsAdminApi.endpoints.getSponsorshipApplications.initiate())],
  ['updateSponsor', 'GET /api/sponsorship-applications', (s) => s.dispatch(sponsorsAdminApi.endpoints.updateSponsor.initiate({ id: 's1', body: { description: 'x' } as never })),
    (s) => s.dispatch(applicationsAdminApi.endpoints.getSponsorshipApplications.initiate())],
  ['updateBattler', 'GET /api/admin/audit', (s) => s.dispatch(battlersAdminApi.endpoints.updateBattler.initiate({ id: 'b1', patch: { tagline: 'x' } as never })),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['uploadBattlerImage', 'GET /api/admin/audit', (s) => s.dispatch(battlersAdminApi.endpoints.uploadBattlerImage.initiate({ id: 'b1', file: image() })),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['deleteBattlerImage', 'GET /api/admin/audit', (s) => s.dispatch(battlersAdminApi.endpoints.deleteBattlerImage.initiate('b1')),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['removeComment', 'GET /api/admin/audit', (s) => s.dispatch(engagementApi.endpoints.removeComment.initiate({ id: 'c1', videoId: 'v1', reason: 'Spam' } as never)),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['reviewClaimRequest', 'GET /api/user/claimed-battler', (s) => s.dispatch(claimsApi.endpoints.reviewClaimRequest.initiate({ id: 'r1', status: 'approved' } as never)),
    (s) => s.dispatch(claimsApi.endpoints.getClaimedBattler.initiate())],
  ['reviewClaimRequest', 'GET /api/user/pending-claim-request', (s) => s.dispatch(claimsApi.endpoints.reviewClaimRequest.initiate({ id: 'r1', status: 'approved' } as never)),
    (s) => s.dispatch(claimsApi.endpoints.getPendingClaimRequest.initiate())],
  ['deleteClaimRequest', 'GET /api/user/pending-claim-request', (s) => s.dispatch(claimsApi.endpoints.deleteClaimRequest.initiate('r1')),
    (s) => s.dispatch(claimsApi.endpoints.getPendingClaimRequest.initiate())],
  ['updateEvent', 'GET /api/future-events', (s) => s.dispatch(eventsAdminApi.endpoints.updateEvent.initiate({ id: 'e1', body: { title: 'T', description: '', eventDate: null } })),
    (s) => s.dispatch(sponsorsApi.endpoints.getFutureEvents.initiate())],
  ['deleteEvent', 'GET /api/future-events', (s) => s.dispatch(eventsAdminApi.endpoints.deleteEvent.initiate('e1')),
    (s) => s.dispatch(sponsorsApi.endpoints.getFutureEvents.initiate())],
  ['updateEvent', 'GET /api/sponsorship-applications', (s) => s.dispatch(eventsAdminApi.endpoints.updateEvent.initiate({ id: 'e1', body: { title: 'T', description: '', eventDate: null } })),
    (s) => s.dispatch(applicationsAdminApi.endpoints.getSponsorshipApplications.initiate())],
  ['deleteEvent', 'GET /api/sponsorship-applications', (s) => s.dispatch(eventsAdminApi.endpoints.deleteEvent.initiate('e1')),
    (s) => s.dispatch(applicationsAdminApi.endpoints.getSponsorshipApplications.initiate())],
  ['deleteEvent', 'GET /api/admin/audit', (s) => s.dispatch(eventsAdminApi.endpoints.deleteEvent.initiate('e1')),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['deleteVideo', 'GET /api/admin/audit', (s) => s.dispatch(videosAdminApi.endpoints.deleteVideo.initiate('v1')),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['deleteBattler', 'GET /api/admin/claim-requests', (s) => s.dispatch(battlersAdminApi.endpoints.deleteBattler.initiate('b1')),
    (s) => s.dispatch(claimsApi.endpoints.getClaimRequests.initiate())],
  ['deleteBattler', 'GET /api/admin/audit', (s) => s.dispatch(battlersAdminApi.endpoints.deleteBattler.initiate('b1')),
    (s) => s.dispatch(adminApi.endpoints.getAudit.initiate())],
  ['castVote', 'GET /api/admin/battlers', (s) => s.dispatch(engagementApi.endpoints.castVote.initiate({ videoId: 'v1', battlerId: 'b1' })),
    (s) => s.dispatch(battlersAdminApi.endpoints.getAdminBattlers.initiate())],
];

/**
 * RTK Query's own check, made in development only: a tag an endpoint provides or invalidates
 * that was never added to the slice. Each feature's api.ts adds the tags its endpoints name.
 */
const UNADDED = /was used, but not specified in `tagTypes`/;

describe('cache invalidation across features', () => {
  let asked: string[];
  let logged: jest.SpyInstance;
  const env = process.env.NODE_ENV;
  beforeAll(() => { process.env.NODE_ENV = 'development'; });
  afterAll(() => { process.env.NODE_ENV = env; });
  afterEach(() => {
    expect(logged.mock.calls.map((c) => String(c[0])).filter((m) => UNADDED.test(m))).toEqual([]);
    logged.mockRestore();
  });
  beforeEach(() => {
    logged = jest.spyOn(console, 'error');
    asked = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      asked.push(`${req.method} ${new URL(req.url, 'http://localhost').pathname}`);
      // an empty list for a read, an empty object (or its ids) for a write
      const body = req.method === 'GET' ? (req.url.includes('claim') ? null : []) : { removedIds: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
  });

  it.each(cases)('%s refreshes %s', async (_mutation, read, mutate, query) => {
    const store = makeStore();
    const shown = query(store);
    await shown;
    expect(asked.filter((a) => a === read)).toHaveLength(1);
    await mutate(store);
    await waitFor(() => expect(asked.filter((a) => a === read)).toHaveLength(2));
    shown.unsubscribe?.();
  });
});

// A 409 on a member's create says the server's state is not what the page showed (sent from
// another tab): the page asks again, so it stops offering the refused step. Other refusals
// (a 400 on the form's own input) change nothing on the server: no refetch.
const onConflict: [string, string, Start, Start][] = [
  ['requestClaim', 'GET /api/user/pending-claim-request', (s) => s.dispatch(claimsApi.endpoints.requestClaim.initiate({ battlerId: 'b1', body: {} as never })),
    (s) => s.dispatch(claimsApi.endpoints.getPendingClaimRequest.initiate())],
  ['requestClaim', 'GET /api/user/claimed-battler', (s) => s.dispatch(claimsApi.endpoints.requestClaim.initiate({ battlerId: 'b1', body: {} as never })),
    (s) => s.dispatch(claimsApi.endpoints.getClaimedBattler.initiate())],
  ['applyAsBattler', 'GET /api/my-battler-applications', (s) => s.dispatch(applicationsApi.endpoints.applyAsBattler.initiate({} as never)),
    (s) => s.dispatch(applicationsApi.endpoints.getMyBattlerApplications.initiate())],
  ['applyForSponsorship', 'GET /api/my-sponsorship-applications', (s) => s.dispatch(applicationsApi.endpoints.applyForSponsorship.initiate({} as never)),
    (s) => s.dispatch(applicationsApi.endpoints.getMySponsorshipApplications.initiate())],
];

describe('a refused create', () => {
  let asked: string[];
  const answerWrites = (status: number) => {
    asked = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      asked.push(`${req.method} ${new URL(req.url, 'http://localhost').pathname}`);
      if (req.method === 'GET') return new Response(JSON.stringify(req.url.includes('claim') ? null : []), { status: 200, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ message: 'refused' }), { status, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
  };

  it.each(onConflict)('%s answered 409 refreshes %s', async (_mutation, read, mutate, query) => {
    answerWrites(409);
    const store = makeStore();
    const shown = query(store);
    await shown;
    await mutate(store);
    await waitFor(() => expect(asked.filter((a) => a === read)).toHaveLength(2));
    shown.unsubscribe?.();
  });

  it.each(onConflict)('%s answered 400 leaves %s alone', async (_mutation, read, mutate, query) => {
    answerWrites(400);
    const store = makeStore();
    const shown = query(store);
    await shown;
    await mutate(store);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.filter((a) => a === read)).toHaveLength(1);
    shown.unsubscribe?.();
  });
});
