import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, Mailer } from '../../application/ports/services';

export interface OutboxLogger {
  info(obj: object, msg?: string): void;
}

/**
 * The embedded default mailer: nothing is sent. Each message is written to its
 * own file under the outbox directory, named `<ISO time, ':' → '-'>-<random>.txt`
 * so the names sort by time, as
 * `To: …\nSubject: …\nDate: …\n\n<text>\n`, atomically (temporary file, then
 * rename), and logged (recipient, subject and file; not the text, which may hold
 * a reset link). A keyed message's name ends with its key's hash, and a key already
 * in the outbox is not written again: a sender that crashed between the send and
 * its record of it sends again, and the mail stays one.
 */
export class OutboxMailer implements Mailer {
  private ready: Promise<unknown> | null = null;

  constructor(
    private readonly dir: string,
    private readonly logger?: OutboxLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const tag = message.key ? `-k${createHash('sha256').update(message.key).digest('hex').slice(0, 16)}` : '';
    if (tag && (await readdir(this.dir)).some((f) => f.endsWith(`${tag}.txt`))) {
      this.logger?.info({ to: message.to, subject: message.subject }, 'mail already in the outbox');
      return;
    }
    const date = this.now();
    const name = `${date.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}${tag}.txt`;
    const file = path.join(this.dir, name);
    const tmp = path.join(this.dir, `.${name}.tmp`);
    const content =
      `To: ${oneLine(message.to)}\n` +
      `Subject: ${oneLine(message.subject)}\n` +
      `Date: ${date.toUTCString()}\n` +
      `\n${message.text}\n`;
    try {
      await writeFile(tmp, content, { encoding: 'utf8', flush: true });
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      this.ready = null; // the directory may have been removed: create it again next time
      throw err;
    }
    this.logger?.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  }
}

/** Headers are one line each: a newline in a value cannot add a header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
