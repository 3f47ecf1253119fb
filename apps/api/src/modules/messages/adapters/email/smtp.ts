// Sends through an SMTP server with nodemailer (EMAIL_ADAPTER=smtp, SMTP_URL and EMAIL_FROM), with
// timeouts of seconds rather than nodemailer's defaults (2 min to connect, 10 min of silence): a mail
// server that greets and then goes silent fails the delivery quickly, and the outbox retries it.
// The library is loaded on the first email, so deployments without SMTP never load it.
import type { Transporter } from 'nodemailer';
import type { EmailMessage, EmailPort } from './port';

export interface SmtpSettings {
  /** `smtps://user:password@smtp.example.in:465` or `smtp://…:587` (STARTTLS). */
  url: string;
  /** The sender, e.g. `Rewards Club <no-reply@rewards.example.in>`. */
  from: string;
  /** Connect and greeting timeout, and the longest silence mid-conversation (ms). */
  timeoutMs?: number;
}

export const SMTP_TIMEOUT_MS = 5_000;

export class SmtpEmail implements EmailPort {
  private transport: Promise<Pick<Transporter, 'sendMail'>> | undefined;

  /** `transport` replaces the one built from the URL (tests pass nodemailer's JSON transport). */
  constructor(
    private readonly settings: SmtpSettings,
    transport?: Pick<Transporter, 'sendMail'>,
  ) {
    if (transport) this.transport = Promise.resolve(transport);
  }

  async send(message: EmailMessage): Promise<string | void> {
    const timeout = this.settings.timeoutMs ?? SMTP_TIMEOUT_MS;
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: this.settings.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout * 2, dnsTimeout: timeout }),
    );
    const transport = await this.transport;
    const info = await transport.sendMail({ from: this.settings.from, to: message.to, subject: message.subject, text: message.text });
    return typeof info.messageId === 'string' ? info.messageId : undefined;
  }
}
