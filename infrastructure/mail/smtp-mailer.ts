import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../../application/ports/services';

/**
 * What goes to the SMTP server for one message. A keyed message (one its sender may
 * send again after a crash, between the send and its record of it) carries a
 * Message-ID made from its key, the same at every try: SMTP has no idempotent send,
 * but a second copy with the same Message-ID is one mail to the receivers that
 * de-duplicate by it (Gmail among them) and to any archive or reader threading by it.
 */
export function smtpMessage(from: string, message: MailMessage): SendMailOptions {
  const mail: SendMailOptions = { from, to: message.to, subject: message.subject, text: message.text };
  if (message.key) {
    const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
    mail.messageId = `<${createHash('sha256').update(message.key).digest('hex').slice(0, 32)}@${domain}>`;
  }
  return mail;
}

/**
 * Production mailer: SMTP through nodemailer, from a connection URL such as
 * `smtps://user:pass@smtp.example.com:465` or `smtp://localhost:1025`.
 * A refused message rejects, so the caller can answer or retry.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  /** `transport`: a nodemailer transport to use instead of the URL's (tests) */
  constructor(
    url: string,
    private readonly from: string,
    transport?: Transporter,
  ) {
    this.transport = transport ?? nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(smtpMessage(this.from, message));
  }

  /** Checks the connection and credentials (for /readyz or start-up). */
  async verify(): Promise<boolean> {
    return this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
