import 'reflect-metadata';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type ClaimRequestCommand, claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import {
  APPROVAL_BATTLER_CLAIMED, AUTO_REJECTED_DELETED_NOTE, AUTO_REJECTED_MERGED_NOTE, AUTO_REJECTED_NOTE, autoRejectedMergedIntoNote,
} from '../../domain/claim-request/limits';
import { userDecider, userStream } from '../../domain/user/user';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../../projections/runner';
import { eventually } from '../../test/eventually';
import { CountingMailer, KilledBeforeCheckpoint, reactorDeps } from '../../test/reactor-doubles';
import { ctx, embeddedStores } from '../../test/stores';
import { handleCommand, loadStream } from '../command-handling';
import type { CheckpointStore } from '../ports/processing';
import { ReactorRunner } from '../reactors/reactor-runner';
import { claimMails } from './claim-mails.reactor';
import { claimOwnership } from './claim-ownership.reactor';
import { ClaimQueries } from './claim-queries';


const form = {
  contactEmail: 'claimant@example.com', contactPhone: null, battleVideos: ['https://youtu.be/x'],
  battleHistory: 'h'.repeat(60), additionalInfo: null,
};

describe('the claim reactors', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let mailer: CountingMailer;
  let projections: ProjectionRunner;
  const runners: ReactorRunner[] = [];

  beforeEach(async () => {
    stores = embeddedStores();
    mailer = new CountingMailer();
    projections = new ProjectionRunner(stores.events, stores.reads, allProjectors);
    await projections.start();
    for (const u of ['u1', 'u2']) {
      await handleCommand(stores.events, userStream(u), userDecider, {
        type: 'Register', userId: u, username: `user_${u}`, email: `${u}@example.com`, firstName: u.toUpperCase(), lastName: 'L', passwordHash: 'h',
      }, ctx());
    }
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'CreateBattler', battlerId: 'b1', name: 'Lil Reek' }, ctx());
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await projections.stop();
    await stores.close();
  });

  const start = async (checkpoints: CheckpointStore = new MemoryCheckpointStore(),
    progress: { waitFor(position: number, timeoutMs?: number): Promise<boolean> } = projections) => {
    const deps = reactorDeps({
      events: stores.events, reads: stores.reads, mailer, readModels: progress,
      settings: { leagueName: 'UBR', publicUrl: 'https://ubr.test/', CLAIMS_NOTIFY_EMAIL: 'league@ubr.test' },
    }, [[ClaimQueries, new ClaimQueries(stores.reads)]]);
    const r = new ReactorRunner([claimOwnership, claimMails], deps, checkpoints);
    runners.push(r);
    await r.start();
    return r;
  };
  const caughtUp = async (runner: ReactorRunner) => {
    await eventually(async () => {
      const head = await stores.events.headPosition();
      for (const h of runner.health()) expect(h.position).toBeGreaterThanOrEqual(head);
      expect(await projections.waitFor(head)).toBe(true);
    });
  };
  const claimant = (userId: string, command: ClaimRequestCommand, actor = 'admin1') =>
    handleCommand(stores.events, claimantStream(userId), claimRequestDecider, command, ctx(actor));
  const request = async (userId: string, requestId: string) => {
    const { position } = await claimant(userId, { type: 'RequestClaim', requestId, userId, battlerId: 'b1', battlerName: 'Lil Reek', ...form }, userId);
    await projections.waitFor(position);
  };
  const approve = (userId: string, requestId: string) =>
    claimant(userId, { type: 'ReviewClaim', requestId, status: 'approved', reviewNotes: 'Welcome', reviewerId: 'admin1' });
  const typesOf = async (stream: string) => (await stores.events.readStream(stream)).map((e) => e.type);
  const requestState = async (userId: string, requestId: string) =>
    (await loadStream(stores.events, claimantStream(userId), claimRequestDecider)).state.requests[requestId];

  it('an approval recorded before a crash is carried to the battler once, caused by it; a replay of the log does nothing more', async () => {
    await request('u1', 'c1');
    await approve('u1', 'c1');
    // the process died after the approval's append: the next start finds it undone on the battler
    const first = await start(new KilledBeforeCheckpoint());
    await caughtUp(first);
    const claimed = (await stores.events.readStream(battlerStream('b1'))).filter((e) => e.type === 'BattlerClaimed');
    expect(claimed).toHaveLength(1);
    const approval = (await stores.events.readStream(claimantStream('u1'))).find((e) => e.type === 'ClaimRequestReviewed');
    expect(claimed[0].metadata).toMatchObject({ causationId: approval?.id, actorId: 'admin1' });
    expect(claimed[0].data).toEqual({ battlerId: 'b1', userId: 'u1', claimRequestId: 'c1', name: 'Lil Reek' });
    const head = await stores.events.headPosition();
    await first.stop();

    // no checkpoint was kept: everything is delivered again
    const second = await start();
    await caughtUp(second);
    expect(await stores.events.headPosition()).toBe(head);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['league@ubr.test', 'u1@example.com', 'u1@example.com']);
  });

  it('undoes the approval when the battler was claimed by another user meanwhile; the owner stays', async () => {
    await request('u1', 'c1');
    await approve('u1', 'c1');
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'ClaimBattler', userId: 'u2', claimRequestId: 'other' }, ctx());
    const r = await start();
    await caughtUp(r);
    const types = await typesOf(claimantStream('u1'));
    expect(types.filter((t) => t === 'ClaimApprovalReverted')).toHaveLength(1);
    expect((await loadStream(stores.events, battlerStream('b1'), battlerDecider)).state.userId).toBe('u2');
    // pending again, it is then one of the battler's other pending requests: rejected with the note, the reason kept
    expect(await requestState('u1', 'c1')).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_NOTE, revertReason: APPROVAL_BATTLER_CLAIMED });
    expect((await loadStream(stores.events, claimantStream('u1'), claimRequestDecider)).state.ownedBattlerId).toBeNull();
    // no result mail for an approval that did not hold
    expect(mailer.sent.some((m) => m.subject.includes('approved'))).toBe(false);
  });

  it('rejects the other pending requests for the battler, as the approving admin, once', async () => {
    await request('u1', 'c1');
    await request('u2', 'c2');
    await approve('u1', 'c1');
    const r = await start();
    await caughtUp(r);
    expect(await requestState('u2', 'c2')).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_NOTE });
    const rejection = (await stores.events.readStream(claimantStream('u2'))).filter((e) => e.type === 'ClaimRequestReviewed');
    expect(rejection).toHaveLength(1);
    expect(rejection[0].data).toMatchObject({ automatic: true, reviewerId: 'admin1' });
    expect(rejection[0].metadata.actorId).toBe('admin1');
    const result = mailer.sent.filter((m) => m.subject.includes('was rejected'));
    expect(result).toHaveLength(1);
    expect(result[0].text).toContain(AUTO_REJECTED_NOTE);
  });

  it('picks the requests to reject only once the read model has reached the claim, retrying meanwhile', async () => {
    await request('u1', 'c1');
    await request('u2', 'c2');
    await approve('u1', 'c1');
    let reached = false;
    const r = await start(undefined, { waitFor: (p, t) => (reached ? projections.waitFor(p, t) : Promise.resolve(false)) });
    await eventually(() => expect(r.health().find((h) => h.name === 'claim_ownership')).toMatchObject({
      state: 'retrying', lastError: { message: 'the claim requests read model has not reached the claim yet', type: 'BattlerClaimed' },
    }));
    expect(await requestState('u2', 'c2')).toMatchObject({ status: 'pending' });
    reached = true;
    r.retryNow('claim_ownership');
    await caughtUp(r);
    expect(await requestState('u2', 'c2')).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_NOTE });
  });

  it('rejects the pending requests for a battler that a merge gave an owner', async () => {
    const r = await start();
    await request('u2', 'c2');
    await caughtUp(r);
    // the merge reactor's turn on the target: it took the owner of a claimed source
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider,
      { type: 'AbsorbBattler', sourceId: 'b0', sourceName: 'Reek', userId: 'u1', approvedApplications: [] }, ctx('admin1'));
    await caughtUp(r);
    expect(await requestState('u2', 'c2')).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_MERGED_NOTE });
    expect(mailer.sent.filter((m) => m.subject.includes('was rejected'))).toHaveLength(1);
  });

  it('rejects the pending requests for a battler merged into another, naming that one', async () => {
    const r = await start();
    await request('u2', 'c2');
    await caughtUp(r);
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, {
      type: 'MergeBattlers', target: { battlerId: 'b2', name: 'Big Reek', exists: true, mergedInto: null, userId: null },
    }, ctx('admin1'));
    await caughtUp(r);
    expect(await requestState('u2', 'c2')).toMatchObject({ status: 'rejected', reviewNotes: autoRejectedMergedIntoNote('Big Reek') });
  });

  it('rejects the pending requests for a deleted battler, as the deleting admin, once; the claimant may ask for another', async () => {
    await request('u1', 'c1');
    await request('u2', 'c2');
    await claimant('u2', { type: 'ReviewClaim', requestId: 'c2', status: 'rejected', reviewNotes: 'No', reviewerId: 'admin1' });
    const r = await start();
    await caughtUp(r);
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'DeleteBattler', videoCount: 0 }, ctx('admin2'));
    await caughtUp(r);
    expect(await requestState('u1', 'c1')).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_DELETED_NOTE });
    expect(await requestState('u2', 'c2')).toMatchObject({ status: 'rejected', reviewNotes: 'No' });
    const rejection = (await stores.events.readStream(claimantStream('u1'))).filter((e) => e.type === 'ClaimRequestReviewed');
    expect(rejection).toHaveLength(1);
    expect(rejection[0].data).toMatchObject({ automatic: true, reviewerId: 'admin2' });
    expect(rejection[0].metadata.actorId).toBe('admin2');
    expect(mailer.sent.filter((m) => m.to === 'u1@example.com' && m.text.includes(AUTO_REJECTED_DELETED_NOTE))).toHaveLength(1);
    // the one pending slot is free again
    await handleCommand(stores.events, battlerStream('b2'), battlerDecider, { type: 'CreateBattler', battlerId: 'b2', name: 'Big Reek' }, ctx());
    await claimant('u1', { type: 'RequestClaim', requestId: 'c3', userId: 'u1', battlerId: 'b2', battlerName: 'Big Reek', ...form }, 'u1');

    // a replay of the whole log records nothing more
    await caughtUp(r);
    const head = await stores.events.headPosition();
    await r.stop();
    const again = await start();
    await caughtUp(again);
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('rejects a request or an approval that reaches a battler deleted or merged away since the route looked', async () => {
    await request('u2', 'c2');
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'DeleteBattler', videoCount: 0 }, ctx('admin1'));
    // both slipped past the routes' checks, appended after the deletion
    await claimant('u1', { type: 'RequestClaim', requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', ...form }, 'u1');
    await approve('u2', 'c2');
    for (const [id, name] of [['m1', 'Reek Jr'], ['m2', 'Reek Sr']]) {
      await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
    }
    await handleCommand(stores.events, battlerStream('m1'), battlerDecider, {
      type: 'MergeBattlers', target: { battlerId: 'm2', name: 'Reek Sr', exists: true, mergedInto: null, userId: null },
    }, ctx('admin1'));
    await handleCommand(stores.events, userStream('u3'), userDecider, {
      type: 'Register', userId: 'u3', username: 'user_u3', email: 'u3@example.com', firstName: 'U3', lastName: 'L', passwordHash: 'h',
    }, ctx());
    await claimant('u3', { type: 'RequestClaim', requestId: 'c3', userId: 'u3', battlerId: 'm1', battlerName: 'Reek Jr', ...form }, 'u3');
    const r = await start();
    await caughtUp(r);
    expect(await requestState('u1', 'c1')).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_DELETED_NOTE });
    // the approval was undone (the PATCH answers with why), then rejected
    expect(await typesOf(claimantStream('u2'))).toContain('ClaimApprovalReverted');
    expect(await requestState('u2', 'c2')).toMatchObject({
      status: 'rejected', reviewNotes: AUTO_REJECTED_DELETED_NOTE, revertReason: 'Battler not found',
    });
    expect(await requestState('u3', 'c3')).toMatchObject({ status: 'rejected', reviewNotes: autoRejectedMergedIntoNote('Reek Sr') });
  });

  it('mails the claimant at the address their account holds, never at the contact email typed in the form, which the admins see', async () => {
    await claimant('u1', {
      type: 'RequestClaim', requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', ...form, contactEmail: 'anyone@elsewhere.example',
    }, 'u1');
    await claimant('u1', { type: 'ReviewClaim', requestId: 'c1', status: 'rejected', reviewNotes: 'No', reviewerId: 'admin1' });
    const r = await start();
    await caughtUp(r);
    expect(mailer.sent.map((m) => m.to)).toEqual(['u1@example.com', 'league@ubr.test', 'u1@example.com']);
    expect(mailer.sent[0].text).toMatch(/^Hi U1,/);
    expect(mailer.sent[1].text).toContain('(user_u1, u1@example.com) asks to claim');
    expect(mailer.sent[1].text).toContain('Contact: anyone@elsewhere.example');
  });

  it("an account whose address another account holds gets no claim mail; the admins' notice says so and the unsent flags show", async () => {
    await handleCommand(stores.events, userStream('u3'), userDecider, {
      type: 'Register', userId: 'u3', username: 'user_u3', email: 'u1@example.com', firstName: 'U3', lastName: 'L', passwordHash: 'h', emailTaken: true,
    }, ctx());
    await claimant('u3', { type: 'RequestClaim', requestId: 'c3', userId: 'u3', battlerId: 'b1', battlerName: 'Lil Reek', ...form }, 'u3');
    await claimant('u3', { type: 'ReviewClaim', requestId: 'c3', status: 'rejected', reviewNotes: 'No', reviewerId: 'admin1' });
    const r = await start();
    await caughtUp(r);
    expect(mailer.sent.map((m) => m.to)).toEqual(['league@ubr.test']);
    expect(mailer.sent[0].text).toContain('(user_u3, u1@example.com, an address another account holds) asks to claim');
    expect((await requestState('u3', 'c3')).mails).toEqual({ submission: false, admin_notification: true, result: false });
  });

  it('sends each mail once, flags it after, and retries a failing mailer with backoff, visible meanwhile', async () => {
    mailer.failNext = 2;
    await request('u1', 'c1');
    const r = await start();
    await eventually(() => expect(r.health().find((h) => h.name === 'claim_mails')).toMatchObject({
      state: 'retrying', lastError: { message: 'SMTP 451 try again later', type: 'ClaimRequestSubmitted' },
    }));
    await eventually(() => expect(r.health().find((h) => h.name === 'claim_mails')).toMatchObject({ state: 'running', lastError: null }), 10_000);
    await caughtUp(r);
    expect(mailer.sent.map((m) => m.to)).toEqual(['u1@example.com', 'league@ubr.test']);
    // the admins' notice leads straight to the tab (a phone admin has no dropdown entry for it)
    expect(mailer.sent[1].text).toContain('https://ubr.test/admin?tab=claim-requests');
    expect((await requestState('u1', 'c1')).mails).toEqual({ submission: true, admin_notification: true, result: false });
    expect((await typesOf(claimantStream('u1'))).filter((t) => t === 'ClaimMailSent')).toHaveLength(2);

    await claimant('u1', { type: 'ReviewClaim', requestId: 'c1', status: 'rejected', reviewNotes: 'Not enough', reviewerId: 'admin1' });
    await caughtUp(r);
    await r.stop();
    const again = await start();
    await caughtUp(again);
    expect(mailer.sent.map((m) => m.to)).toEqual(['u1@example.com', 'league@ubr.test', 'u1@example.com']);
    expect(mailer.sent[2].text).toContain('Not enough');
    expect(await stores.reads.collection('claim_requests').get('c1')).toMatchObject({
      submissionEmailSent: true, adminNotificationSent: true, resultEmailSent: true,
    });
  }, 20_000);
});
