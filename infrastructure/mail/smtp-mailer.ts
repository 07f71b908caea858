import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../../application/ports/services';

/**
 * Production mailer: SMTP through nodemailer, from a connection URL such as
 * `smtps://user:pass@smtp.example.com:465` or `smtp://localhost:1025`.
 * A refused message rejects, so the caller can answer or retry.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  /** Checks the connection and credentials (for /readyz or start-up). */
  async verify(): Promise<boolean> {
    return this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
