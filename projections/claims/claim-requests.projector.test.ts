import 'reflect-metadata';
import { handleCommand } from '../../application/command-handling';
import { CLAIM_REQUESTS, type ClaimRequestView } from '../../application/claims/read-model';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type ClaimRequestCommand, claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import { APPROVAL_BATTLER_CLAIMED, AUTO_REJECTED_NOTE } from '../../domain/claim-request/limits';
import { userDecider, userStream } from '../../domain/user/user';
import { ctx, embeddedStores } from '../../test/stores';
import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../runner';

const form = {
  contactEmail: 'c@example.com', contactPhone: null, battleVideos: ['https://youtu.be/x'], battleHistory: 'h'.repeat(60), additionalInfo: null,
  socialMediaLinks: { instagram: 'https://instagram.com/x' },
};

describe('the claim requests projector and audit entries', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(async () => { await stores.close(); });

  const claimant = (userId: string, command: ClaimRequestCommand, actor = 'admin1') =>
    handleCommand(stores.events, claimantStream(userId), claimRequestDecider, command, ctx(actor));
  const project = async () => {
    const runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
    await runner.start();
    expect(runner.lastError).toBeNull();
    await runner.stop();
    const requests = await stores.reads.collection<ClaimRequestView>(CLAIM_REQUESTS).find({});
    const audit = await stores.reads.collection<AuditEntry>(AUDIT_LOG).find({});
    return { requests: [...requests].sort((a, b) => a.id.localeCompare(b.id)), audit: [...audit].sort((a, b) => a._position - b._position) };
  };

  it('follows each request through review, undone approval, mails and deletion; a replay gives the same documents', async () => {
    for (const u of ['u1', 'u2', 'admin1']) {
      await handleCommand(stores.events, userStream(u), userDecider, {
        type: 'Register', userId: u, username: `name_${u}`, email: `${u}@example.com`, firstName: 'F', lastName: 'L', passwordHash: 'h',
      }, ctx());
    }
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'CreateBattler', battlerId: 'b1', name: 'Lil Reek' }, ctx());
    await claimant('u1', { type: 'RequestClaim', requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', ...form }, 'u1');
    await claimant('u2', { type: 'RequestClaim', requestId: 'c2', userId: 'u2', battlerId: 'b1', battlerName: 'Lil Reek', ...form }, 'u2');
    await claimant('u1', { type: 'RecordClaimMailSent', requestId: 'c1', kind: 'submission' }, 'claim_mails');
    await claimant('u1', { type: 'ReviewClaim', requestId: 'c1', status: 'approved', reviewNotes: null, reviewerId: 'admin1' });
    await claimant('u1', { type: 'RevertApproval', requestId: 'c1', reason: APPROVAL_BATTLER_CLAIMED });
    await claimant('u2', { type: 'ReviewClaim', requestId: 'c2', status: 'approved', reviewNotes: 'Welcome', reviewerId: 'admin1' });
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'ClaimBattler', userId: 'u2', claimRequestId: 'c2' }, ctx('admin1'));
    await claimant('u1', { type: 'AutoRejectClaim', requestId: 'c1', note: AUTO_REJECTED_NOTE, reviewerId: 'admin1' });
    await claimant('u2', { type: 'RecordClaimMailSent', requestId: 'c2', kind: 'result' }, 'claim_mails');
    await claimant('u1', { type: 'DeleteClaimRequest', requestId: 'c1', actorId: 'admin1' });

    const once = await project();
    expect(once.requests).toEqual([expect.objectContaining({
      id: 'c2', userId: 'u2', battlerId: 'b1', status: 'approved', reviewNotes: 'Welcome', reviewedAt: expect.any(String),
      socialMediaLinks: { instagram: 'https://instagram.com/x' },
      submissionEmailSent: false, adminNotificationSent: false, resultEmailSent: true,
    })]);
    // the name as requested is kept (the list joins the battler as it is now; the wire does not carry it)
    expect(once.requests[0]).toMatchObject({ battlerName: 'Lil Reek', battlerMergedInto: null });
    expect(once.audit.map((a) => a.action).filter((a) => a.includes('claim'))).toEqual([
      'claim_request_submitted', 'claim_request_submitted', 'claim_mail_sent', 'claim_request_approved', 'claim_approval_undone',
      'claim_request_approved', 'battler_claimed', 'claim_request_auto_rejected', 'claim_mail_sent', 'claim_request_deleted',
    ]);
    expect(once.audit.find((a) => a.action === 'claim_approval_undone')).toMatchObject({
      actorName: 'name_admin1', targetName: 'Lil Reek', details: `Approval of the claim by name_u1 undone: ${APPROVAL_BATTLER_CLAIMED}`,
    });
    expect(once.audit.find((a) => a.action === 'battler_claimed')).toMatchObject({
      targetId: 'b1', targetName: 'Lil Reek', details: expect.stringContaining('name_u2'),
    });

    // replayed from nothing, the same documents
    await stores.reads.collection('projection_checkpoints').deleteMany({});
    expect(await project()).toEqual(once);
  });

  it('records on a merged battler\'s requests the battler they now lead to, through a chain; a replay gives the same documents', async () => {
    for (const [id, name] of [['b1', 'Lil Reek'], ['b2', 'Big Reek'], ['b3', 'Reek'], ['b4', 'Other']]) {
      await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
    }
    await claimant('u1', { type: 'RequestClaim', requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', ...form }, 'u1');
    await claimant('u2', { type: 'RequestClaim', requestId: 'c2', userId: 'u2', battlerId: 'b2', battlerName: 'Big Reek', ...form }, 'u2');
    await claimant('u3', { type: 'RequestClaim', requestId: 'c3', userId: 'u3', battlerId: 'b4', battlerName: 'Other', ...form }, 'u3');
    const merge = (from: string, to: string, name: string) => handleCommand(stores.events, battlerStream(from), battlerDecider, {
      type: 'MergeBattlers', target: { battlerId: to, name, exists: true, mergedInto: null, userId: null },
    }, ctx('admin1'));
    await merge('b1', 'b2', 'Big Reek');
    await merge('b2', 'b3', 'Reek');

    const once = await project();
    expect(once.requests.map((r) => [r.id, r.battlerId, r.battlerName, r.battlerMergedInto])).toEqual([
      ['c1', 'b1', 'Lil Reek', 'b3'], ['c2', 'b2', 'Big Reek', 'b3'], ['c3', 'b4', 'Other', null],
    ]);
    await stores.reads.collection('projection_checkpoints').deleteMany({});
    expect(await project()).toEqual(once);
  });
});
