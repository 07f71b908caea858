import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { COMMENTS, type CommentView, threadOrder } from '../../application/engagement/comments-read-model';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';
import { commentsProjector } from './comments.projector';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const atOf = (position: number) => new Date(T0 + position * 1000).toISOString();

class Log {
  position = 0;
  readonly all: RecordedEvent[] = [];

  add(type: string, data: object): this {
    const position = ++this.position;
    this.all.push({
      id: `rec-${position}`, streamId: 's', type, data, revision: 0, position,
      metadata: { actorId: 'u1', at: atOf(position), correlationId: 'corr', causationId: null },
    });
    return this;
  }
}

/** What the runner does: every event to every projector that handles it, in the slices' order. */
async function project(store: ReadStore, events: readonly RecordedEvent[]) {
  for (const event of events) {
    for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
  }
}

const registered = (userId: string, username: string) => ({
  userId, username, email: `${username}@x.com`, firstName: 'First', lastName: 'Last', passwordHash: 'h', role: 'user',
});
const posted = (commentId: string, userId: string, parentCommentId: string | null, content: string, videoId = 'v1') =>
  ({ commentId, videoId, userId, parentCommentId, content });

async function snapshot(store: ReadStore) {
  const docs = await store.collection<CommentView>(COMMENTS).find({});
  return structuredClone([...docs].sort((a, b) => a.id.localeCompare(b.id)));
}

function history(): Log {
  return new Log()
    .add('UserRegistered', registered('u1', 'Ace'))
    .add('UserRegistered', registered('u2', 'Blaze'))
    .add('CommentPosted', posted('c1', 'u1', null, 'First!')) // 3
    .add('CommentPosted', posted('c2', 'u2', null, '<script>alert(1)</script>')) // 4
    .add('CommentPosted', posted('r1', 'u2', 'c1', 'reply one')) // 5
    .add('CommentPosted', posted('r2', 'u1', 'c1', 'reply two')) // 6
    .add('CommentPosted', posted('r3', 'u1', 'c2', 'reply to c2')) // 7
    .add('CommentEdited', { commentId: 'c1', videoId: 'v1', content: 'First, edited' }) // 8
    .add('ProfileUpdated', { userId: 'u1', firstName: 'Ace', lastName: 'Bars', email: 'ace@x.com' }) // 9
    .add('AvatarChanged', { userId: 'u1', profilePictureUrl: '/uploads/avatars/ace.png' }) // 10
    .add('CommentDeleted', { commentId: 'c2', videoId: 'v1', parentCommentId: null }) // 11: r3 goes too
    .add('CommentPosted', posted('late', 'u2', 'c2', 'raced the deletion')) // 12: no thread to join
    .add('CommentDeleted', { commentId: 'r2', videoId: 'v1', parentCommentId: 'c1' }) // 13: only the reply
    .add('CommentPosted', posted('o1', 'u2', null, 'other video', 'v2')) // 14
    .add('CommentPosted', posted('c3', 'u2', null, 'newest')); // 15
}

describe('comments projector', () => {
  it('given posts, edits, deletions and profile changes, shapes one document per live comment', async () => {
    const store = new MemoryReadStore();
    await project(store, history().all);
    const docs = await snapshot(store);
    expect(docs.map((d) => d.id)).toEqual(['c1', 'c3', 'o1', 'r1']);
    const byId = Object.fromEntries(docs.map((d) => [d.id, d]));
    expect(byId.c1).toEqual({
      id: 'c1', videoId: 'v1', userId: 'u1', parentCommentId: null, content: 'First, edited',
      createdAt: atOf(3), updatedAt: atOf(8), _seq: 3, _position: 10,
      user: { username: 'Ace', firstName: 'Ace', lastName: 'Bars', profilePictureUrl: '/uploads/avatars/ace.png' },
    });
    expect(byId.r1).toMatchObject({
      parentCommentId: 'c1', content: 'reply one', createdAt: atOf(5), updatedAt: atOf(5),
      user: { username: 'Blaze', firstName: 'First', lastName: 'Last', profilePictureUrl: null },
    });
  });

  it('keeps markup as text', async () => {
    const store = new MemoryReadStore();
    await project(store, new Log().add('UserRegistered', registered('u1', 'Ace')).add('CommentPosted', posted('c1', 'u1', null, '<script>alert(1)</script>')).all);
    expect((await store.collection<CommentView>(COMMENTS).get('c1'))?.content).toBe('<script>alert(1)</script>');
  });

  it('orders a video\'s list: top-level newest first, each followed by its replies oldest first', async () => {
    const store = new MemoryReadStore();
    const log = new Log()
      .add('UserRegistered', registered('u1', 'Ace'))
      .add('CommentPosted', posted('a', 'u1', null, 'a'))
      .add('CommentPosted', posted('b', 'u1', null, 'b'))
      .add('CommentPosted', posted('a1', 'u1', 'a', 'a1'))
      .add('CommentPosted', posted('b1', 'u1', 'b', 'b1'))
      .add('CommentPosted', posted('a2', 'u1', 'a', 'a2'))
      .add('CommentEdited', { commentId: 'a1', videoId: 'v1', content: 'a1 edited' });
    await project(store, log.all);
    const list = threadOrder(await store.collection<CommentView>(COMMENTS).find({ videoId: 'v1' }));
    expect(list.map((c) => c.id)).toEqual(['b', 'b1', 'a', 'a1', 'a2']);
  });

  it('replays twice, or from any earlier position, to the same documents', async () => {
    const events = history().all;
    const once = new MemoryReadStore();
    await project(once, events);
    const twice = new MemoryReadStore();
    await project(twice, events);
    await project(twice, events);
    expect(await snapshot(twice)).toEqual(await snapshot(once));
    // a crash after position 9: everything from 5 is applied again
    const crashed = new MemoryReadStore();
    await project(crashed, events.slice(0, 9));
    await project(crashed, events.slice(4));
    expect(await snapshot(crashed)).toEqual(await snapshot(once));
  });

  it('drops the comments of a deleted video', async () => {
    const store = new MemoryReadStore();
    const log = history().add('VideoDeleted', {
      videoId: 'v1', eventId: 'e1', battlerAId: 'a', battlerBId: 'b', fileKey: 'k', thumbnailUrl: null, reason: 'admin',
    });
    await project(store, log.all);
    expect((await snapshot(store)).map((d) => d.id)).toEqual(['o1']);
    expect(commentsProjector.handles).toContain('VideoDeleted');
  });

  describe("an admin's removal", () => {
    const removed = (commentId: string, parentCommentId: string | null, userId: string) => ({
      commentId, videoId: 'v1', videoTitle: 'Ace vs Blaze', parentCommentId, userId, moderatorId: 'u9', reason: 'Personal attack',
    });
    const withModerator = () => history().add('UserRegistered', registered('u9', 'Mod'));

    it('is projected like a deletion: a top-level comment takes its replies, a reply goes alone', async () => {
      const store = new MemoryReadStore();
      const log = withModerator()
        .add('CommentRemoved', removed('c1', null, 'u1')) // r1 goes too
        .add('CommentRemoved', removed('r3', 'c2', 'u1'));
      await project(store, log.all);
      expect((await snapshot(store)).map((d) => d.id)).toEqual(['c3', 'o1']);
      // a replay removes nothing more
      await project(store, log.all);
      expect((await snapshot(store)).map((d) => d.id)).toEqual(['c3', 'o1']);
    });

    it('writes an audit line: the moderator as actor, the time, the author, the video and the reason', async () => {
      const store = new MemoryReadStore();
      const log = withModerator();
      log.add('CommentRemoved', removed('r1', 'c1', 'u2'));
      const at = log.all[log.all.length - 1];
      at.metadata = { ...at.metadata, actorId: 'u9' };
      log.add('CommentRemovalNoticeSent', { commentId: 'r1', videoId: 'v1', videoTitle: 'Ace vs Blaze', userId: 'u2' });
      await project(store, log.all);
      const lines = (await store.collection<AuditEntry>(AUDIT_LOG).find({})).sort((a, b) => a._position - b._position);
      expect(lines.map(({ _position, id: _id, ...rest }) => rest)).toEqual([
        {
          at: at.metadata.at, actorId: 'u9', actorName: 'Mod', action: 'comment_removed', targetId: 'r1', targetName: 'Ace vs Blaze',
          details: 'Reply by Blaze removed: Personal attack',
        },
        {
          at: atOf(at.position + 1), actorId: 'u1', actorName: 'Ace', action: 'comment_removal_notice_sent', targetId: 'r1',
          targetName: 'Ace vs Blaze', details: 'Removal notice mailed to Blaze',
        },
      ]);
    });
  });
});
