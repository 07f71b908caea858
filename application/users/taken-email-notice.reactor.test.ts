import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { CountingMailer, KilledBeforeCheckpoint, reactorDeps } from '../../test/reactor-doubles';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { userStream } from '../../domain/user/user';
import type { CheckpointStore } from '../ports/processing';
import type { BlobStorage, IdGenerator, PasswordHasher } from '../ports/services';
import { ReactorRunner } from '../reactors/reactor-runner';
import { ResetTokens } from './reset-tokens';
import { TAKEN_EMAIL_MAIL, takenEmailNotice } from './taken-email-notice.reactor';
import { UserCommands } from './user-commands';

const hasher: PasswordHasher = {
  hash: async (p) => `h:${p}`, verify: async (h, p) => h === `h:${p}`, needsRehash: () => false,
};

describe('the taken-email notice reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let mailer: CountingMailer;
  let users: UserCommands;
  const runners: ReactorRunner[] = [];

  beforeEach(() => {
    stores = embeddedStores();
    mailer = new CountingMailer();
    let next = 0;
    const ids: IdGenerator = { next: () => `u${++next}`, token: () => 'f'.repeat(64) };
    users = new UserCommands(stores.events, hasher, ids, {} as BlobStorage, new ResetTokens('k'.repeat(64)));
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });

  const runner = (checkpoints: CheckpointStore = new MemoryCheckpointStore()) => {
    const r = new ReactorRunner([takenEmailNotice], reactorDeps({ events: stores.events, mailer }), checkpoints);
    runners.push(r);
    return r;
  };
  const register = (username: string, email: string, firstName = 'Reek') =>
    users.register({ username, email, firstName, lastName: 'L', password: 'password123' }, ctx(null));
  const caughtUp = async (r: ReactorRunner) => {
    const head = await stores.events.headPosition();
    await eventually(() => expect(r.health()[0].position).toBeGreaterThanOrEqual(head));
  };

  it("mails the address's holder at their own address, with no word the registrant wrote, and records it, caused by the registration", async () => {
    await register('holder', 'Holder@Example.com');
    const { userId } = await register('visit.evil.com', 'holder@example.com', 'Win big at evil.example');
    const r = runner();
    await r.start();
    await caughtUp(r);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'Holder@Example.com', subject: 'UBR: someone tried to sign up with your email address', key: `taken-email:${userId}`,
    });
    expect(mailer.sent[0].text).toContain('https://ubr.test/forgot-password');
    expect(mailer.sent[0].text).not.toMatch(/evil|Reek/);
    const stream = await stores.events.readStream(userStream(userId));
    expect(stream.map((e) => e.type)).toEqual(['UserRegistered', 'TakenEmailNoticeSent']);
    expect(stream[1].metadata).toMatchObject({ actorId: TAKEN_EMAIL_MAIL, causationId: stream[0].id });
  });

  it('mails nobody for a registration with a free address', async () => {
    await register('alone', 'alone@example.com');
    const r = runner();
    await r.start();
    await caughtUp(r);
    expect(mailer.sent).toHaveLength(0);
  });

  it('killed between its mail and its checkpoint, it mails once; a replay of the whole log issues nothing', async () => {
    await register('holder', 'holder@example.com');
    const { userId } = await register('second', 'holder@example.com');
    const first = runner(new KilledBeforeCheckpoint());
    await first.start();
    await eventually(async () => expect(await stores.events.readStream(userStream(userId))).toHaveLength(2));
    const head = await stores.events.headPosition();
    await first.stop();
    const second = runner();
    await second.start();
    await caughtUp(second);
    expect(mailer.sent).toHaveLength(1);
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('retries a failing mailer with backoff, visible meanwhile, then sends once', async () => {
    mailer.failNext = 1;
    await register('holder', 'holder@example.com');
    await register('second', 'holder@example.com');
    const r = runner();
    await r.start();
    await eventually(() => expect(r.health()[0]).toMatchObject({
      name: TAKEN_EMAIL_MAIL, state: 'retrying', lastError: { message: 'SMTP 451 try again later', type: 'UserRegistered' },
    }));
    await eventually(() => expect(r.health()[0]).toMatchObject({ state: 'running', lastError: null }), 10_000);
    expect(mailer.sent).toHaveLength(1);
  }, 15_000);
});
