// Sends through an SMTP server with nodemailer (EMAIL_ADAPTER=smtp, SMTP_URL and EMAIL_FROM). The
// library is loaded on the first email, so deployments without SMTP never load it.
import type { Transporter } from 'nodemailer';
import type { EmailMessage, EmailPort } from './port';

export interface SmtpSettings {
  /** `smtps://user:password@smtp.example.in:465` or `smtp://…:587` (STARTTLS). */
  url: string;
  /** The sender, e.g. `Rewards Club <no-reply@rewards.example.in>`. */
  from: string;
}

export class SmtpEmail implements EmailPort {
  private transport: Promise<Pick<Transporter, 'sendMail'>> | undefined;

  /** `transport` replaces the one built from the URL (tests pass nodemailer's JSON transport). */
  constructor(
    private readonly settings: SmtpSettings,
    transport?: Pick<Transporter, 'sendMail'>,
  ) {
    if (transport) this.transport = Promise.resolve(transport);
  }

  async send(message: EmailMessage): Promise<void> {
    this.transport ??= import('nodemailer').then(({ createTransport }) => createTransport(this.settings.url));
    const transport = await this.transport;
    // A failure throws, so the send's transaction rolls back: the previous code and the limits stay as they were.
    await transport.sendMail({ from: this.settings.from, to: message.to, subject: message.subject, text: message.text });
  }
}
