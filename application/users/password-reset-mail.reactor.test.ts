import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { CountingMailer, KilledBeforeCheckpoint, reactorDeps } from '../../test/reactor-doubles';
import { passwordResetStream } from '../../domain/password-reset/password-reset';
import { userDecider, userStream } from '../../domain/user/user';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { handleCommand } from '../command-handling';
import type { CheckpointStore } from '../ports/processing';
import { ReactorRunner } from '../reactors/reactor-runner';
import { TOKENS } from '../tokens';
import { passwordResetMail } from './password-reset-mail.reactor';
import { hashToken, ResetTokens } from './reset-tokens';
import { passwordResetDecider } from '../../domain/password-reset/password-reset';

const NOW = new Date('2026-11-21T12:00:00Z');
const tokens = new ResetTokens('k'.repeat(64));


describe('the password-reset mail reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let mailer: CountingMailer;
  const runners: ReactorRunner[] = [];

  beforeEach(async () => {
    stores = embeddedStores();
    mailer = new CountingMailer();
    await handleCommand(stores.events, userStream('u1'), userDecider, {
      type: 'Register', userId: 'u1', username: 'lil_reek', email: 'reek@example.com', firstName: 'Reek', lastName: 'L', passwordHash: 'h',
    }, ctx());
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });

  const runner = (checkpoints: CheckpointStore = new MemoryCheckpointStore()) => {
    const deps = reactorDeps({ events: stores.events, mailer, clock: { now: () => NOW } }, [[TOKENS.ResetTokens, tokens]]);
    const r = new ReactorRunner([passwordResetMail], deps, checkpoints);
    runners.push(r);
    return r;
  };

  const requestReset = async (requestId: string) => {
    const tokenHash = hashToken(tokens.tokenFor(requestId));
    await handleCommand(stores.events, passwordResetStream(tokenHash), passwordResetDecider,
      { type: 'RequestReset', userId: 'u1', tokenHash, expiresAt: '2026-11-21T13:00:00Z', requestId }, ctx(null));
    return tokenHash;
  };

  it('mails the link whose token matches the recorded hash, and records the mail as sent, caused by the request', async () => {
    const tokenHash = await requestReset('req-1');
    await runner().start();
    await eventually(() => expect(mailer.sent).toHaveLength(1));
    const token = /token=([0-9a-f]{64})/.exec(mailer.sent[0].text)?.[1] as string;
    expect(hashToken(token)).toBe(tokenHash);
    expect(mailer.sent[0]).toMatchObject({ to: 'reek@example.com', subject: 'UBR password reset' });
    expect(mailer.sent[0].text).toContain('https://ubr.test/reset-password?token=');
    await eventually(async () => {
      const stream = await stores.events.readStream(passwordResetStream(tokenHash));
      expect(stream.map((e) => e.type)).toEqual(['PasswordResetRequested', 'PasswordResetMailSent']);
      expect(stream[1].metadata).toMatchObject({ actorId: 'password_reset_mail', causationId: stream[0].id, correlationId: 'corr-1' });
    });
  });

  it('a failing mail is retried with backoff, visible meanwhile, and sent once it goes through', async () => {
    mailer.failNext = 2;
    await requestReset('req-2');
    const r = runner();
    await r.start();
    await eventually(() => expect(r.health()[0]).toMatchObject({
      name: 'password_reset_mail', kind: 'reactor', state: 'retrying',
      lastError: { message: 'SMTP 451 try again later', type: 'PasswordResetRequested' },
    }));
    await eventually(() => expect(r.health()[0]).toMatchObject({ state: 'running', lastError: null, attempts: 0 }));
    expect(mailer.sent).toHaveLength(1);
  });

  it('killed between its effect and its checkpoint, it sends the mail once; replaying the whole log issues no command', async () => {
    const tokenHash = await requestReset('req-3');
    const first = runner(new KilledBeforeCheckpoint());
    await first.start();
    await eventually(async () => expect(await stores.events.readStream(passwordResetStream(tokenHash))).toHaveLength(2));
    const head = await stores.events.headPosition();
    await first.stop();

    // the next start finds no checkpoint: the request is delivered again, and so is the whole log
    const second = runner(new MemoryCheckpointStore());
    await second.start();
    await eventually(() => expect(second.health()[0].position).toBeGreaterThanOrEqual(head));
    expect(mailer.sent).toHaveLength(1);
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('does not mail a link that has expired by the time it is reached, nor one recorded before the reactor', async () => {
    const tokenHash = hashToken('legacy');
    await handleCommand(stores.events, passwordResetStream(tokenHash), passwordResetDecider,
      { type: 'RequestReset', userId: 'u1', tokenHash, expiresAt: '2026-11-21T13:00:00Z' } as never, ctx(null));
    const expired = hashToken(tokens.tokenFor('req-old'));
    await handleCommand(stores.events, passwordResetStream(expired), passwordResetDecider,
      { type: 'RequestReset', userId: 'u1', tokenHash: expired, expiresAt: '2026-11-21T11:00:00Z', requestId: 'req-old' }, ctx(null));
    const r = runner();
    await r.start();
    const head = await stores.events.headPosition();
    await eventually(() => expect(r.health()[0].position).toBe(head));
    expect(mailer.sent).toHaveLength(0);
    expect(await stores.events.headPosition()).toBe(head);
  });
});
