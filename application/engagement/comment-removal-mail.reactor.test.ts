import 'reflect-metadata';
import { commentDecider, commentStream } from '../../domain/comment/comment';
import { userDecider, userStream } from '../../domain/user/user';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { eventually } from '../../test/eventually';
import { CountingMailer, reactorDeps } from '../../test/reactor-doubles';
import { ctx, embeddedStores } from '../../test/stores';
import { handleCommand } from '../command-handling';
import type { CheckpointStore } from '../ports/processing';
import { ReactorRunner } from '../reactors/reactor-runner';
import { COMMENT_REMOVAL_MAILS, commentRemovalMails } from './comment-removal-mail.reactor';

describe('the comment removal notice', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let mailer: CountingMailer;
  const runners: ReactorRunner[] = [];

  beforeEach(async () => {
    stores = embeddedStores();
    mailer = new CountingMailer();
    await handleCommand(stores.events, userStream('u1'), userDecider, {
      type: 'Register', userId: 'u1', username: 'ace', email: 'ace@example.com', firstName: 'Ace', lastName: 'L', passwordHash: 'h',
    }, ctx());
    for (const id of ['c1', 'c2']) {
      await handleCommand(stores.events, commentStream(id), commentDecider, {
        type: 'PostComment', commentId: id, videoId: 'v1', userId: 'u1', content: `Trash talk ${id}`, parentCommentId: null, parent: null,
      }, ctx('u1'));
    }
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });

  const start = async (checkpoints: CheckpointStore = new MemoryCheckpointStore()) => {
    const r = new ReactorRunner([commentRemovalMails], reactorDeps({ events: stores.events, mailer }), checkpoints);
    runners.push(r);
    await r.start();
    return r;
  };
  const caughtUp = async (runner: ReactorRunner) => {
    await eventually(async () => {
      const head = await stores.events.headPosition();
      for (const h of runner.health()) expect(h.position).toBeGreaterThanOrEqual(head);
    });
  };
  const remove = (commentId: string) => handleCommand(stores.events, commentStream(commentId), commentDecider,
    { type: 'RemoveComment', moderatorId: 'admin1', reason: 'Personal attacks are not allowed', videoTitle: 'Ace vs Blaze' }, ctx('admin1'));
  const noticesOf = async (commentId: string) =>
    (await stores.events.readStream(commentStream(commentId))).filter((e) => e.type === 'CommentRemovalNoticeSent');

  it('mails the author once with the video and the reason, flags it, and a replay from the start sends nothing more', async () => {
    await remove('c1');
    const first = await start();
    await caughtUp(first);
    expect(mailer.sent).toEqual([{
      to: 'ace@example.com',
      subject: 'UBR: your comment on Ace vs Blaze was removed',
      text: expect.stringContaining('Reason:\nPersonal attacks are not allowed'),
      // the outbox writes a keyed mail once: a crash between the send and its flag cannot mail twice
      key: 'comment-removal:c1',
    }]);
    expect(mailer.sent[0].text).toContain('Trash talk c1');
    const notices = await noticesOf('c1');
    expect(notices).toHaveLength(1);
    const removed = (await stores.events.readStream(commentStream('c1'))).find((e) => e.type === 'CommentRemoved');
    expect(notices[0].metadata).toMatchObject({ causationId: removed?.id, actorId: COMMENT_REMOVAL_MAILS });
    await first.stop();

    // no checkpoint kept: everything is delivered again, and the flag holds the mail back
    const second = await start();
    await caughtUp(second);
    expect(mailer.sent).toHaveLength(1);
    expect(await noticesOf('c1')).toHaveLength(1);
    // an author's own deletion is not mailed
    await handleCommand(stores.events, commentStream('c2'), commentDecider, { type: 'DeleteComment', userId: 'u1' }, ctx('u1'));
    await caughtUp(second);
    expect(mailer.sent).toHaveLength(1);
  });

  it('retries a failing mailer with backoff, visible meanwhile, then sends once', async () => {
    mailer.failNext = 2;
    await remove('c2');
    const r = await start();
    await eventually(() => expect(r.health().find((h) => h.name === COMMENT_REMOVAL_MAILS)).toMatchObject({
      state: 'retrying', lastError: { message: 'SMTP 451 try again later', type: 'CommentRemoved' },
    }));
    await eventually(() => expect(r.health().find((h) => h.name === COMMENT_REMOVAL_MAILS)).toMatchObject({ state: 'running', lastError: null }), 10_000);
    await caughtUp(r);
    expect(mailer.sent.map((m) => m.to)).toEqual(['ace@example.com']);
    expect(await noticesOf('c2')).toHaveLength(1);
  }, 20_000);
});
