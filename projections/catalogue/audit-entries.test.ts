import 'reflect-metadata';
import type { RecordedEvent } from '../../application/ports/event-store';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import type { AnyDomainEvent } from '../../domain/events';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { auditLogProjector as auditProjector } from '../../api/features/projectors';

const recorded = (events: AnyDomainEvent[]): RecordedEvent[] => events.map((e, i) => ({
  id: `rec-${i + 1}`, streamId: 'battler-b1', type: e.type, data: e.data, revision: i, position: i + 1,
  metadata: { actorId: 'u1', at: new Date(Date.UTC(2026, 10, 23, 12, 0, i)).toISOString(), correlationId: 'c', causationId: null },
}));

describe('battler audit entries', () => {
  it('writes one line per owner or admin edit of texts, photo and cover, naming who made it', async () => {
    const store = new MemoryReadStore();
    const events = recorded([
      { type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: 'Bars', quote: null, by: 'owner', name: 'Ace' } },
      { type: 'BattlerProfileImageChanged', data: { battlerId: 'b1', profileImageUrl: '/uploads/p.png', previousProfileImageUrl: null, by: 'admin', name: 'Ace' } },
      { type: 'BattlerProfileImageChanged', data: { battlerId: 'b1', profileImageUrl: null, previousProfileImageUrl: '/uploads/p.png', by: 'owner', name: 'Ace' } },
      { type: 'BattlerCoverImageChanged', data: { battlerId: 'b1', name: 'Ace', coverImageUrl: '/uploads/c.png', previousCoverImageUrl: null } },
      { type: 'BattlerCoverImageChanged', data: { battlerId: 'b1', name: 'Ace', coverImageUrl: '/uploads/d.png', previousCoverImageUrl: '/uploads/c.png' } },
      // recorded before owners could edit: an admin's, without the name
      { type: 'BattlerProfileUpdated', data: { battlerId: 'b1', tagline: null, quote: 'Old' } },
      // a merge gave the target the source's cover
      { type: 'BattlerCoverImageChanged', data: { battlerId: 'b1', name: 'Ace', coverImageUrl: '/uploads/e.png', previousCoverImageUrl: null, by: 'admin' } },
    ]);
    for (const e of [...events, ...events]) await auditProjector.apply(e as never, store);
    const lines = (await store.collection<AuditEntry>(AUDIT_LOG).find({})).sort((a, b) => a._position - b._position);
    expect(lines.map((l) => [l.action, l.targetName, l.details])).toEqual([
      ['battler_profile_updated', 'Ace', 'Tagline "Bars", quote none (by the owner)'],
      ['battler_photo_changed', 'Ace', 'Profile photo added by an admin'],
      ['battler_photo_changed', 'Ace', 'Profile photo removed by the owner'],
      ['battler_cover_changed', 'Ace', 'Cover image added by the owner'],
      ['battler_cover_changed', 'Ace', 'Cover image changed by the owner'],
      ['battler_profile_updated', 'b1', 'Tagline none, quote "Old" (by an admin)'],
      ['battler_cover_changed', 'Ace', 'Cover image added by an admin'],
    ]);
    expect(lines[0]).toMatchObject({ actorId: 'u1', targetId: 'b1', at: '2026-11-23T12:00:00.000Z' });
  });

  it('writes the merge and what the target took over, with actor and time', async () => {
    const store = new MemoryReadStore();
    const events = recorded([
      { type: 'BattlerMerged', data: { battlerId: 'b1', name: 'lil reek!', targetId: 'b2', targetName: 'Lil Reek' } },
      { type: 'BattlerAbsorbed', data: { battlerId: 'b2', name: 'Lil Reek', sourceId: 'b1', sourceName: 'lil reek!', userId: null, approvedApplications: ['a1'] } },
    ]);
    for (const e of [...events, ...events]) await auditProjector.apply(e as never, store);
    const lines = (await store.collection<AuditEntry>(AUDIT_LOG).find({})).sort((a, b) => a._position - b._position);
    expect(lines.map((l) => [l.action, l.targetId, l.targetName, l.details])).toEqual([
      ['battler_merged', 'b1', 'lil reek!', 'Merged into "Lil Reek" (b2)'],
      ['battler_absorbed', 'b2', 'Lil Reek', 'Took over "lil reek!" (b1): 1 approved application'],
    ]);
    expect(lines[0]).toMatchObject({ actorId: 'u1', at: '2026-11-23T12:00:00.000Z' });
  });

  it('writes the deletion of a battler, an event and a video by name with actor and time, folding the videos that go with their event', async () => {
    const store = new MemoryReadStore(); // no read model: the names come from the events (a rebuild writes the same)
    const events = recorded([
      { type: 'BattlerDeleted', data: { battlerId: 'b1', name: 'Ace', profileImageUrl: null } },
      { type: 'LeagueEventDeleted', data: { eventId: 'e1', title: 'Summer Clash', thumbnailUrl: null } },
      ...['v1', 'v2'].map((videoId): AnyDomainEvent => ({ type: 'VideoDeleted', data: {
        videoId, eventId: 'e1', battlerAId: 'b2', battlerBId: 'b3', fileKey: `${videoId}.mp4`, thumbnailUrl: null, reason: 'event_deleted',
      } })),
      { type: 'VideoDeleted', data: {
        videoId: 'v3', eventId: 'e2', battlerAId: 'b2', battlerBId: 'b3', fileKey: 'v3.mp4', thumbnailUrl: null, reason: 'admin', title: 'Ace vs Blaze',
      } },
      // recorded before the event kept the title: the id names it
      { type: 'VideoDeleted', data: {
        videoId: 'v4', eventId: 'e2', battlerAId: 'b2', battlerBId: 'b3', fileKey: 'v4.mp4', thumbnailUrl: null, reason: 'admin',
      } },
    ]);
    for (const e of [...events, ...events]) await auditProjector.apply(e as never, store);
    const lines = (await store.collection<AuditEntry>(AUDIT_LOG).find({})).sort((a, b) => a._position - b._position);
    expect(lines.map((l) => [l.action, l.targetId, l.targetName, l.details])).toEqual([
      ['battler_deleted', 'b1', 'Ace', 'Battler deleted'],
      ['event_deleted', 'e1', 'Summer Clash', 'Event deleted, with its videos'],
      ['video_deleted', 'v3', 'Ace vs Blaze', 'Video deleted (event e2)'],
      ['video_deleted', 'v4', 'v4', 'Video deleted (event e2)'],
    ]);
    expect(lines.map((l) => [l.actorId, l.at])).toEqual([
      ['u1', '2026-11-23T12:00:00.000Z'], ['u1', '2026-11-23T12:00:01.000Z'], ['u1', '2026-11-23T12:00:04.000Z'], ['u1', '2026-11-23T12:00:05.000Z'],
    ]);
  });
});
