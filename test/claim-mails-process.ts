/**
 * A process that runs the claim_mails reactor over DATA_DIR's log, with the outbox
 * mailer and a durable checkpoint, as the server does. The fault switch is this
 * file's own: with KILL_AFTER_MAILS=n it SIGKILLs itself right after the n-th mail
 * went out, before its flag is appended. Otherwise it exits 0 once caught up.
 * Used by application/claims/claim-mails.kill.test.ts.
 */
import 'reflect-metadata';
import path from 'node:path';
import { CLAIM_MAILS, claimMails } from '../application/claims/claim-mails.reactor';
import type { MailMessage, Mailer } from '../application/ports/services';
import { ReactorRunner } from '../application/reactors/reactor-runner';
import { SqliteCheckpointStore } from '../infrastructure/checkpoints/sqlite-checkpoint-store';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { OutboxMailer } from '../infrastructure/mail/outbox-mailer';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { reactorDeps } from './reactor-doubles';

const dataDir = process.env.DATA_DIR as string;
const killAfter = Number(process.env.KILL_AFTER_MAILS ?? 0);

class KillSwitchMailer implements Mailer {
  private sent = 0;
  constructor(private readonly inner: Mailer) {}
  async send(message: MailMessage): Promise<void> {
    await this.inner.send(message);
    if (killAfter > 0 && ++this.sent === killAfter) process.kill(process.pid, 'SIGKILL');
  }
}

async function main() {
  const events = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const checkpoints = new SqliteCheckpointStore(path.join(dataDir, 'checkpoints.sqlite'));
  const runner = new ReactorRunner([claimMails], reactorDeps({
    events, reads: new MemoryReadStore(), mailer: new KillSwitchMailer(new OutboxMailer(path.join(dataDir, 'outbox'))),
    settings: { leagueName: 'UBR', publicUrl: 'https://ubr.test', CLAIMS_NOTIFY_EMAIL: 'league@ubr.test' },
  }), checkpoints);
  await runner.start();
  const head = await events.headPosition();
  if (!await runner.waitFor(CLAIM_MAILS, head, 10_000)) throw new Error(`not caught up: ${JSON.stringify(runner.health())}`);
  await runner.stop();
  await events.close();
  process.exit(0);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
