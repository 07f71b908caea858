import type { MailMessage, Mailer } from '../application/ports/services';
import { MemoryCheckpointStore } from '../infrastructure/checkpoints/memory-checkpoint-store';

/** A mailer that keeps what it sent; `failNext` refuses that many sends first, as a busy SMTP server would. */
export class CountingMailer implements Mailer {
  sent: MailMessage[] = [];
  failNext = 0;
  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('SMTP 451 try again later');
    }
    this.sent.push(message);
  }
}

/** A checkpoint store that loses every write: a process killed after its effect, before its checkpoint. */
export class KilledBeforeCheckpoint extends MemoryCheckpointStore {
  override async put(): Promise<void> {
    throw new Error('killed');
  }
}
