import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { BATTLER_APPLICATIONS, type BattlerApplicationView } from '../../application/battler-applications/read-model';
import { BATTLERS, type BattlerView } from '../../application/catalogue/read-model';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
let position = 0;
const log: RecordedEvent[] = [];
const ev = (type: string, data: object, actorId: string | null = 'u1') => {
  position++;
  log.push({
    id: `e${position}`, streamId: 's', type, data, revision: 0, position,
    metadata: { actorId, at: new Date(T0 + position * 1000).toISOString(), correlationId: 'c', causationId: null },
  });
};

/** What the runner does: each event to every projector that handles it, in the runner's order. */
async function project(store: ReadStore, events: readonly RecordedEvent[]) {
  for (const event of events) {
    for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
  }
}

const form = {
  battlerName: 'Lil Reek', email: 'reek@example.com', phoneNumber: '555-0100', experience: 'Ten years of battles',
  socialMedia: '@reek', location: 'Tucson', yearsOfBattling: 10, battleVideoUrl: 'https://example.com/v',
};
const appOf = (id: string, userId = 'u1') => ({ applicationId: id, userId, battlerName: 'Lil Reek' });

// the users, a battler, two applicants' applications, reviews, links and a deletion
ev('UserRegistered', { userId: 'u1', username: 'Reek', email: 'r@x.com', firstName: 'R', lastName: 'K', passwordHash: 'h', role: 'user' });
ev('UserRegistered', { userId: 'adm', username: 'Boss', email: 'b@x.com', firstName: 'B', lastName: 'C', passwordHash: 'h', role: 'user' });
ev('BattlerCreated', { battlerId: 'b1', name: 'LIL REEK' }, 'adm');
ev('BattlerApplicationSubmitted', { applicationId: 'a1', userId: 'u1', ...form });
ev('BattlerApplicationReviewed', { ...appOf('a1'), status: 'approved', previousStatus: 'pending', reviewNotes: 'Approved by admin', reviewerId: 'adm' }, 'adm');
ev('BattlerApplicationLinkRecorded', { applicationId: 'a1', userId: 'u1', battlerId: 'b1' }, 'adm');
ev('BattlerApplicationLinked', { battlerId: 'b1', name: 'LIL REEK', applicationId: 'a1', userId: 'u1' }, 'adm');
const approvedAndLinked = position;
ev('BattlerApplicationReviewed', { ...appOf('a1'), status: 'rejected', previousStatus: 'approved', reviewNotes: 'Not yet', reviewerId: 'adm' }, 'adm');
ev('BattlerApplicationUnlinked', { battlerId: 'b1', name: 'LIL REEK', applicationId: 'a1', userId: 'u1' }, 'adm');
ev('BattlerApplicationLinkCleared', { applicationId: 'a1', userId: 'u1', battlerId: 'b1' }, 'adm');
ev('BattlerApplicationSubmitted', { applicationId: 'a2', userId: 'u2', ...form, battlerName: 'Ghost', phoneNumber: null, socialMedia: null, location: null, yearsOfBattling: null, battleVideoUrl: null }, 'u2');
ev('BattlerApplicationSubmitted', { applicationId: 'a3', userId: 'u3', ...form }, 'u3');
ev('BattlerApplicationDeleted', { ...appOf('a3', 'u3'), previousStatus: 'pending', deletedBy: 'adm' }, 'adm');

const docs = (store: ReadStore) => store.collection<BattlerApplicationView>(BATTLER_APPLICATIONS);
const at = (p: number) => new Date(T0 + p * 1000).toISOString();

describe('the battler applications projector', () => {
  it('shapes each application with its review and linked battler, and removes a deleted one', async () => {
    const store = new MemoryReadStore();
    await project(store, log.slice(0, approvedAndLinked));
    expect(await docs(store).get('a1')).toEqual({
      id: 'a1', userId: 'u1', ...form, status: 'approved', reviewNotes: 'Approved by admin', reviewedAt: at(5), reviewedBy: 'Boss',
      battlerId: 'b1', createdAt: at(4), submittedPosition: 4, _position: 6,
    });
    expect(await store.collection<BattlerView>(BATTLERS).get('b1')).toMatchObject({ hasApprovedApplication: true, approvedApplicationIds: ['a1'] });

    await project(store, log.slice(approvedAndLinked));
    expect(await docs(store).get('a1')).toMatchObject({ status: 'rejected', reviewNotes: 'Not yet', reviewedAt: at(8), battlerId: null });
    expect(await store.collection<BattlerView>(BATTLERS).get('b1')).toMatchObject({ hasApprovedApplication: false, approvedApplicationIds: [] });
    expect(await docs(store).get('a2')).toMatchObject({ userId: 'u2', battlerName: 'Ghost', status: 'pending', reviewedBy: null });
    expect(await docs(store).get('a3')).toBeNull();
    expect((await docs(store).find({ userId: 'u1' })).map((d) => d.id)).toEqual(['a1']);
  });

  it('writes an audit line for the application, each review, the links and the deletion', async () => {
    const store = new MemoryReadStore();
    await project(store, log);
    const audit = await store.collection<AuditEntry>(AUDIT_LOG).find({}, { sort: { _position: 1 } });
    expect(audit.map((a) => a.action)).toEqual([
      'battler_application_submitted', 'battler_application_approved', 'battler_application_linked',
      'battler_application_re_reviewed', 'battler_application_unlinked',
      'battler_application_submitted', 'battler_application_submitted', 'battler_application_deleted',
    ]);
    expect(audit[0]).toMatchObject({ actorName: 'Reek', targetId: 'a1', targetName: 'Lil Reek', details: 'Battler application by Reek' });
    expect(audit[1]).toMatchObject({ actorName: 'Boss', details: 'Approved: Approved by admin' });
    expect(audit[2]).toMatchObject({ targetId: 'b1', targetName: 'LIL REEK' });
    expect(audit[3]).toMatchObject({ details: 'Approved → Rejected: Not yet' });
    expect(audit[7]).toMatchObject({ targetId: 'a3', details: 'Deleted (was Pending)' });
  });

  it('rebuilds the same lists and battler flags when the log is replayed, once or twice', async () => {
    const once = new MemoryReadStore();
    await project(once, log);
    const twice = new MemoryReadStore();
    await project(twice, log);
    await project(twice, log);
    for (const name of [BATTLER_APPLICATIONS, BATTLERS, AUDIT_LOG]) {
      const all = async (store: ReadStore) => [...await store.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id));
      expect(await all(twice)).toEqual(await all(once));
    }
  });
});
