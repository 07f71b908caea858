import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one file per message, with the headers and the text, and logs it', async () => {
    const logged: { obj: object; msg?: string }[] = [];
    const outbox = path.join(dir, 'outbox'); // created on first send
    const mailer = new OutboxMailer(outbox, { info: (obj, msg) => logged.push({ obj, msg }) }, () => new Date('2025-03-04T05:06:07.089Z'));
    await mailer.send({ to: 'mc@example.com', subject: 'Reset your password', text: 'Open https://ubr.example/reset?token=abc\nThanks' });

    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2025-03-04T05-06-07\.089Z-[0-9a-f]{8}\.txt$/);
    expect(readFileSync(path.join(outbox, files[0]), 'utf8')).toBe(
      'To: mc@example.com\nSubject: Reset your password\nDate: Tue, 04 Mar 2025 05:06:07 GMT\n\nOpen https://ubr.example/reset?token=abc\nThanks\n',
    );
    expect(logged).toEqual([
      { obj: { to: 'mc@example.com', subject: 'Reset your password', file: path.join(outbox, files[0]) }, msg: 'mail written to the outbox' },
    ]);
  });

  it('names sort in sending order and never collide', async () => {
    let t = Date.parse('2025-01-01T00:00:00.000Z');
    const mailer = new OutboxMailer(dir, undefined, () => new Date((t += 1000)));
    for (let i = 0; i < 5; i++) await mailer.send({ to: `u${i}@example.com`, subject: `n${i}`, text: '' });
    await Promise.all([1, 2, 3].map((i) => new OutboxMailer(dir, undefined, () => new Date(0)).send({ to: 'x@example.com', subject: `same ${i}`, text: '' })));
    const files = readdirSync(dir).filter((f) => !f.startsWith('1970'));
    expect(files.sort().map((f) => readFileSync(path.join(dir, f), 'utf8').split('\n')[1])).toEqual(
      ['n0', 'n1', 'n2', 'n3', 'n4'].map((s) => `Subject: ${s}`),
    );
    expect(readdirSync(dir).filter((f) => f.startsWith('1970'))).toHaveLength(3);
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('keeps a header on one line', async () => {
    const mailer = new OutboxMailer(dir);
    await mailer.send({ to: 'a@example.com\nBcc: evil@example.com', subject: 'x\r\ny', text: 'body' });
    const [file] = readdirSync(dir);
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(lines[0]).toBe('To: a@example.com Bcc: evil@example.com');
    expect(lines[1]).toBe('Subject: x y');
  });

  it('writes a keyed message once, however often it is sent again (a sender that crashed before recording it)', async () => {
    const logged: (string | undefined)[] = [];
    const mailer = new OutboxMailer(dir, { info: (_obj, msg) => logged.push(msg) });
    const mail = { to: 'c@example.com', subject: 'Claim received', text: 'Hi', key: 'claim-mail:c1:submission' };
    await mailer.send(mail);
    // another process, as a restarted server is
    await new OutboxMailer(dir).send(mail);
    await mailer.send({ ...mail, key: 'claim-mail:c1:result' });
    await mailer.send({ ...mail, key: undefined });
    const files = readdirSync(dir);
    expect(files).toHaveLength(3);
    expect(files.filter((f) => /-k[0-9a-f]{16}\.txt$/.test(f))).toHaveLength(2);
    expect(readFileSync(path.join(dir, files[0]), 'utf8')).not.toContain('claim-mail');
    expect(logged).toEqual(['mail written to the outbox', 'mail written to the outbox', 'mail written to the outbox']);
  });
});
