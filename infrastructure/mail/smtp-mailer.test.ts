import nodemailer from 'nodemailer';
import { SmtpMailer, smtpMessage } from './smtp-mailer';

describe('SmtpMailer', () => {
  it('gives a keyed message the same Message-ID at every send, from its key, in the sender\'s domain', () => {
    const from = 'Ultimate Battle Rap <no-reply@league.example>';
    const a = smtpMessage(from, { to: 'x@y.z', subject: 's', text: 't', key: 'claim-mail:42:approved' });
    const again = smtpMessage(from, { to: 'x@y.z', subject: 's', text: 't', key: 'claim-mail:42:approved' });
    const other = smtpMessage(from, { to: 'x@y.z', subject: 's', text: 't', key: 'claim-mail:43:approved' });
    expect(a.messageId).toMatch(/^<[0-9a-f]{32}@league\.example>$/);
    expect(again.messageId).toBe(a.messageId);
    expect(other.messageId).not.toBe(a.messageId);
    expect(smtpMessage('plain@host.example', { to: 'x@y.z', subject: 's', text: 't', key: 'k' }).messageId).toMatch(/@host\.example>$/);
  });

  it('leaves an unkeyed message its own new Message-ID', () => {
    expect(smtpMessage('a@b.c', { to: 'x@y.z', subject: 's', text: 't' }).messageId).toBeUndefined();
  });

  it('sends the key\'s Message-ID in the mail itself (nodemailer\'s stream transport: the bytes an SMTP server would get)', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sendMail = transport.sendMail.bind(transport);
    transport.sendMail = (async (options: nodemailer.SendMailOptions) => {
      const info = await sendMail(options);
      sent.push(String((info as unknown as { message: Buffer }).message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = new SmtpMailer('', 'no-reply@league.example', transport);
    for (let i = 0; i < 2; i++) await mailer.send({ to: 'fan@example.com', subject: 'Your claim', text: 'Approved.', key: 'claim:7' });
    const ids = sent.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1].trim());
    expect(ids[0]).toMatch(/^<[0-9a-f]{32}@league\.example>$/);
    expect(ids[1]).toBe(ids[0]);
  });
});
