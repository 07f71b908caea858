import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import { userDecider, userStream } from '../../domain/user/user';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { ctx } from '../../test/stores';
import { handleCommand } from '../command-handling';

const ROOT = path.resolve(__dirname, '../..');

/** Runs the claim_mails reactor in its own process over the directory (test/claim-mails-process.ts). */
const runMails = (dataDir: string, killAfterMails = 0) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    const child = execFile('node', ['scripts/run-ts.js', 'test/claim-mails-process.ts'], {
      cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, KILL_AFTER_MAILS: String(killAfterMails) }, timeout: 30_000,
    }, (_err, _stdout, stderr) => resolve({ code: child.exitCode, signal: child.signalCode, stderr }));
  });

const outbox = (dataDir: string) => {
  try {
    const dir = path.join(dataDir, 'outbox');
    return readdirSync(dir).filter((f) => !f.startsWith('.')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('claim mails across a killed process', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-claim-kill-'));
    const events = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    await handleCommand(events, userStream('u1'), userDecider, {
      type: 'Register', userId: 'u1', username: 'claimant', email: 'u1@example.com', firstName: 'Reek', lastName: 'L', passwordHash: 'h',
    }, ctx());
    await handleCommand(events, battlerStream('b1'), battlerDecider, { type: 'CreateBattler', battlerId: 'b1', name: 'Lil Reek' }, ctx());
    await handleCommand(events, claimantStream('u1'), claimRequestDecider, {
      type: 'RequestClaim', requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', contactEmail: 'claimant@example.com',
      contactPhone: null, battleVideos: ['https://youtu.be/x'], battleHistory: 'h'.repeat(60), additionalInfo: null,
    }, ctx('u1'));
    await handleCommand(events, claimantStream('u1'), claimRequestDecider,
      { type: 'ReviewClaim', requestId: 'c1', status: 'rejected', reviewNotes: 'Not you', reviewerId: 'admin1' }, ctx('admin1'));
    await events.close();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const flags = async () => {
    const events = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    try {
      return (await events.readStream(claimantStream('u1'))).filter((e) => e.type === 'ClaimMailSent')
        .map((e) => (e.data as { kind: string }).kind);
    } finally {
      await events.close();
    }
  };
  const count = (subject: string) => outbox(dataDir).filter((m) => m.includes(`Subject: ${subject}`)).length;

  it('a mail sent just before a SIGKILL is sent again after the restart under its key, so the outbox holds it once; then flagged once; the others once', async () => {
    // the process dies right after the first mail went out, before its flag
    const killed = await runMails(dataDir, 1);
    expect(killed.signal).toBe('SIGKILL');
    expect(outbox(dataDir)).toHaveLength(1);
    expect(await flags()).toEqual([]);

    const restarted = await runMails(dataDir);
    expect(restarted).toMatchObject({ code: 0, stderr: '' });
    expect(count('UBR: we received your claim request for Lil Reek')).toBe(1);
    expect(count('UBR: new claim request for Lil Reek')).toBe(1);
    expect(count('UBR: your claim request for Lil Reek was rejected')).toBe(1);
    expect((await flags()).sort()).toEqual(['admin_notification', 'result', 'submission']);

    // a third start over the same directory sends nothing
    const total = outbox(dataDir).length;
    expect((await runMails(dataDir)).code).toBe(0);
    expect(outbox(dataDir)).toHaveLength(total);
    expect(await flags()).toHaveLength(3);
  }, 60_000);
});
